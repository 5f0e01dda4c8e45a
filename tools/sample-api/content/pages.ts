// Editorial pages. Ids 1-4 are information pages at /info/{id}/{slug}; ids 10-14 carry a
// route_key and are the bodies of fixed routes. Page 4 (whistleblowing under Czech law) is
// Czech only. Company identifiers are fictional.
import type { AuthoredInfoPage } from './types.js'

export const pages: AuthoredInfoPage[] = [
  {
    id: 1,
    updated_at: '2026-05-13T10:13:00+02:00',
    route_key: null,
    cs: {
      slug: 'podminky-a-zpracovani-osobnich-udaju',
      title: 'Podmínky a zpracování osobních údajů',
      perex: 'Jak Korvina zachází s osobními údaji návštěvníků webu, klientů, uchazečů o zaměstnání a odběratelů newsletteru.',
      body: `Ochrana osobních údajů je pro nás samozřejmou součástí profesní mlčenlivosti, kterou jako daňoví poradci a auditoři dodržujeme. Na této stránce vysvětlujeme, jaké údaje zpracováváme, proč, jak dlouho je uchováváme a jaká máte práva. Postupujeme podle nařízení Evropského parlamentu a Rady (EU) 2016/679 (GDPR) a zákona č. 110/2019 Sb., o zpracování osobních údajů.

## Kdo je správcem

Správcem osobních údajů je společnost Korvina Advisory s.r.o., IČO 12345678, se sídlem Sokolovská 1280/44, 186 00 Praha 8, zapsaná v obchodním rejstříku vedeném Městským soudem v Praze, oddíl C, vložka 123456. Ve věcech ochrany osobních údajů nás můžete kontaktovat na adrese privacy@korvina.example nebo písemně na adrese sídla.

## Jaké údaje a proč zpracováváme

Zpracováváme jen údaje, které potřebujeme k určitému účelu:

- **Kontaktní formulář** – jméno, příjmení, e-mail, telefon, název firmy a obsah zprávy, abychom mohli odpovědět na váš dotaz a připravit nabídku služeb.
- **Newsletter** – e-mailovou adresu, abychom vám mohli posílat přehledy legislativních změn a pozvánky na semináře.
- **Nábor** – životopis, motivační dopis a kontaktní údaje uchazečů, abychom mohli posoudit jejich žádost o zaměstnání.
- **Semináře** – údaje účastníků potřebné k registraci, vystavení faktury a zaslání materiálů.
- **Poskytování služeb** – údaje klientů, jejich zaměstnanců a obchodních partnerů, které potřebujeme ke splnění smlouvy (vedení účetnictví, zpracování mezd, audit, daňové poradenství).
- **Plnění zákonných povinností** – identifikace a kontrola klientů podle zákona č. 253/2008 Sb., o některých opatřeních proti legalizaci výnosů z trestné činnosti, a archivace účetních a daňových dokladů.

## Právní základy zpracování

Údaje zpracováváme na základě plnění smlouvy nebo kroků před jejím uzavřením (dotaz na nabídku, registrace na seminář, poskytování služeb), plnění právní povinnosti (účetní, daňové a AML předpisy), oprávněného zájmu (odpověď na obecný dotaz, ochrana našich právních nároků, zasílání newsletteru stávajícím klientům) a souhlasu (newsletter pro ostatní odběratele, uchování životopisu pro budoucí výběrová řízení, analytické a marketingové cookies). Souhlas můžete kdykoli odvolat, aniž by tím byla dotčena zákonnost předchozího zpracování.

## Jak dlouho údaje uchováváme

- dotazy z kontaktního formuláře, které nevedly ke spolupráci: 1 rok od posledního kontaktu,
- odběr newsletteru: do odhlášení (odkaz je v každém e-mailu),
- podklady uchazečů o zaměstnání: do konce výběrového řízení, se souhlasem nejdéle 2 roky,
- údaje ze smluvního vztahu a identifikace klienta: 10 let od skončení obchodního vztahu, jak vyžadují právní předpisy,
- účetní a daňové doklady: po dobu stanovenou zákonem o účetnictví a daňovým řádem.

## Komu údaje předáváme

Osobní údaje předáváme jen v nezbytném rozsahu zpracovatelům, kteří pro nás zajišťují provoz IT systémů, hostingu, e-mailové komunikace a rozesílání newsletteru, a to na základě smlouvy o zpracování. Pokud se na zakázce podílí člen mezinárodní sítě Meridian Global, předáváme mu údaje jen se souhlasem klienta nebo v rámci smlouvy. Údaje zpracováváme v Evropské unii; pokud by k předání mimo EU došlo, bude zajištěno standardními smluvními doložkami. Orgánům veřejné moci údaje poskytujeme jen tehdy, ukládá-li nám to zákon.

## Vaše práva

Máte právo na přístup ke svým údajům, na jejich opravu nebo výmaz, na omezení zpracování, na přenositelnost údajů a právo vznést námitku proti zpracování na základě oprávněného zájmu. Pokud se domníváte, že s vašimi údaji nezacházíme v souladu s předpisy, můžete podat stížnost u Úřadu pro ochranu osobních údajů (www.uoou.cz). Budeme ale rádi, když se nejdříve obrátíte na nás – většinu situací vyřešíme rychle a bez formalit.

Na žádosti odpovídáme bez zbytečného odkladu, nejpozději do jednoho měsíce. Abychom údaje nevydali nesprávné osobě, můžeme vás požádat o ověření totožnosti.

## Cookies

Naše webové stránky používají technické cookies nezbytné pro jejich fungování a se souhlasem také analytické a marketingové cookies. Podrobnosti najdete v [zásadách používání cookies](app://page/2), svůj souhlas můžete kdykoli změnit v nastavení cookies v patičce webu.

## Podmínky užívání webu

Obsah webu má informativní charakter a nenahrazuje individuální poradenství. Texty článků odpovídají právnímu stavu ke dni jejich zveřejnění. Veškerý obsah je chráněn autorským právem; jeho další šíření je možné jen s uvedením zdroje. Ostatní právní informace o společnosti najdete na stránce [Právní informace](app://page/3).

## Kontakt

S jakýmkoli dotazem ke zpracování osobních údajů nám napište na privacy@korvina.example nebo zavolejte na +420 222 310 410. Tyto zásady jsou účinné od 1. září 2026.`,
    },
    en: {
      slug: 'terms-and-personal-data-processing',
      title: 'Terms and Personal Data Processing',
      perex: 'How Korvina handles the personal data of website visitors, clients, job applicants and newsletter subscribers.',
      body: `Protecting personal data is a natural part of the professional secrecy we observe as tax advisors and auditors. This page explains what data we process, why, how long we keep it and what your rights are. We comply with Regulation (EU) 2016/679 of the European Parliament and of the Council (GDPR) and the Czech Personal Data Processing Act No. 110/2019 Coll.

## Who is the controller

The controller of your personal data is Korvina Advisory s.r.o., company ID 12345678, registered office at Sokolovská 1280/44, 186 00 Prague 8, entered in the Commercial Register kept by the Municipal Court in Prague, section C, file 123456. For data protection matters, contact us at privacy@korvina.example or in writing at our registered office.

## What data we process and why

We only process the data we need for a specific purpose:

- **Contact form** – first name, last name, e-mail, phone, company name and the content of your message, so that we can answer your enquiry and prepare an offer.
- **Newsletter** – your e-mail address, so that we can send you summaries of legislative changes and seminar invitations.
- **Recruitment** – CVs, cover letters and contact details of applicants, so that we can assess their application.
- **Seminars** – the details of participants needed for registration, invoicing and sending materials.
- **Providing our services** – data of clients, their employees and business partners needed to perform the contract (bookkeeping, payroll, audit, tax advice).
- **Legal obligations** – client identification and due diligence under the Czech Anti-Money Laundering Act No. 253/2008 Coll., and archiving of accounting and tax records.

## Legal bases

We process data on the basis of performing a contract or taking steps before entering into one (a request for an offer, seminar registration, our services), compliance with a legal obligation (accounting, tax and AML rules), our legitimate interest (answering general enquiries, protecting our legal claims, sending the newsletter to existing clients) and consent (the newsletter for other subscribers, keeping a CV for future vacancies, analytical and marketing cookies). You may withdraw your consent at any time without affecting the lawfulness of earlier processing.

## How long we keep data

- contact form enquiries that did not lead to cooperation: 1 year from the last contact,
- newsletter subscription: until you unsubscribe (the link is in every e-mail),
- job applicants' documents: until the end of the selection process, with consent for up to 2 years,
- contract and client identification data: 10 years after the business relationship ends, as required by law,
- accounting and tax records: for the periods set by the Accounting Act and the Tax Procedure Code.

## Who receives the data

We share personal data only to the extent necessary with processors who run our IT systems, hosting, e-mail and newsletter delivery, under a data processing agreement. If a member of the Meridian Global network works on an engagement, we share data with them only with the client's consent or under the contract. We process data within the European Union; should a transfer outside the EU occur, it will be covered by standard contractual clauses. We disclose data to public authorities only where the law requires us to.

## Your rights

You have the right of access to your data, to rectification or erasure, to restriction of processing, to data portability and the right to object to processing based on legitimate interest. If you believe we do not handle your data in line with the rules, you may lodge a complaint with the Czech Office for Personal Data Protection (www.uoou.cz). We would, however, appreciate it if you contacted us first – we can resolve most situations quickly and informally.

We respond to requests without undue delay and within one month at the latest. To avoid disclosing data to the wrong person, we may ask you to verify your identity.

## Cookies

Our website uses technical cookies necessary for it to work and, with your consent, analytical and marketing cookies. See our [cookie policy](app://page/2) for details; you can change your consent at any time in the cookie settings in the website footer.

## Terms of use of the website

The content of this website is for information only and does not replace individual advice. Articles reflect the law as at their publication date. All content is protected by copyright and may be shared only with attribution. Further legal information about the company is available on the [Legal information](app://page/3) page.

## Contact

For any question about personal data processing, write to privacy@korvina.example or call +420 222 310 410. This policy is effective from 1 September 2026.`,
    },
  },
  {
    id: 2,
    updated_at: '2026-04-20T11:26:00+02:00',
    route_key: null,
    cs: {
      slug: 'zasady-pouzivani-cookies',
      title: 'Zásady používání cookies',
      perex: 'Jaké cookies náš web ukládá, k čemu slouží a jak můžete svůj souhlas změnit.',
      body: `Cookies jsou malé textové soubory, které web ukládá do vašeho prohlížeče. Díky nim si web pamatuje například zvolený jazyk nebo to, že jste už zavřeli vyskakovací okno. Některé cookies jsou pro fungování webu nezbytné, jiné používáme jen s vaším souhlasem.

## Kategorie cookies

- **Technické** – nezbytné pro základní funkce webu (jazyk, nastavení souhlasu, formuláře). Ukládáme je vždy a nelze je vypnout.
- **Analytické** – pomáhají nám zjistit, které stránky jsou užitečné a kde návštěvníci odcházejí. Data jsou agregovaná.
- **Marketingové** – umožňují měřit úspěšnost kampaní a přizpůsobit obsah vašim zájmům.
- **Reklamní** – slouží k zobrazování relevantní reklamy na jiných webech a sociálních sítích.

## Přehled technických cookies

| Název | Účel | Platnost |
|---|---|---|
| locale | zvolený jazyk webu | 365 dní |
| cookie-consent | vaše nastavení souhlasu | 1 rok |
| intro-popup | skrytí úvodního okna | 14 dní |
| newsletter-popup | skrytí nabídky newsletteru | 60 dní |

Analytické, marketingové a reklamní cookies nastavují naši dodavatelé (nástroj pro správu značek, webová analytika, nástroje pro nahrávání relací a teplotní mapy, reklamní systém profesní sociální sítě). Jejich přesný seznam se může měnit; aktuální stav vám na požádání sdělíme.

## Jak souhlas změnit

Svůj souhlas můžete kdykoli změnit v nastavení cookies, které otevřete odkazem v patičce webu. Můžete přijmout všechny kategorie, jen vybrané, nebo všechny volitelné odmítnout. Cookies můžete také smazat v nastavení svého prohlížeče.

Další informace o zpracování osobních údajů najdete na stránce [Podmínky a zpracování osobních údajů](app://page/1).`,
    },
    en: {
      slug: 'cookie-policy',
      title: 'Cookie Policy',
      perex: 'What cookies our website stores, what they are for and how you can change your consent.',
      body: `Cookies are small text files that a website stores in your browser. They let the website remember, for example, your chosen language or that you have already closed a pop-up. Some cookies are necessary for the website to work; others we only use with your consent.

## Cookie categories

- **Technical** – necessary for basic functions (language, consent settings, forms). They are always stored and cannot be switched off.
- **Analytical** – help us see which pages are useful and where visitors leave. The data is aggregated.
- **Marketing** – let us measure campaign performance and tailor content to your interests.
- **Advertising** – used to show relevant ads on other websites and social networks.

## Technical cookies

| Name | Purpose | Lifetime |
|---|---|---|
| locale | the selected website language | 365 days |
| cookie-consent | your consent settings | 1 year |
| intro-popup | hides the intro pop-up | 14 days |
| newsletter-popup | hides the newsletter offer | 60 days |

Analytical, marketing and advertising cookies are set by our providers (a tag manager, web analytics, session recording and heatmap tools, and the advertising system of a professional social network). Their exact list may change; we will tell you the current state on request.

## How to change your consent

You can change your consent at any time in the cookie settings, opened from the link in the website footer. You can accept all categories, only some, or reject all optional ones. You can also delete cookies in your browser settings.

More on personal data processing: [Terms and personal data processing](app://page/1).`,
    },
  },
  {
    id: 3,
    updated_at: '2026-03-27T12:39:00+01:00',
    route_key: null,
    cs: {
      slug: 'pravni-informace',
      title: 'Právní informace',
      perex: null,
      body: `## Provozovatel webu

**Korvina Advisory s.r.o.**

- sídlo: Sokolovská 1280/44, 186 00 Praha 8
- pobočka: Údolní 612/17, 602 00 Brno
- IČO: 12345678, DIČ: CZ12345678
- zapsáno v obchodním rejstříku vedeném Městským soudem v Praze, oddíl C, vložka 123456
- e-mail: info@korvina.example, telefon: +420 222 310 410

## Profesní oprávnění

- Daňové poradenství poskytujeme prostřednictvím daňových poradců zapsaných v seznamu Komory daňových poradců České republiky; společnost je zapsána v seznamu právnických osob vykonávajících daňové poradenství.
- Statutární audit provádíme jako auditorská společnost zapsaná v seznamu vedeném Komorou auditorů České republiky. Veřejný dohled nad auditem vykonává Rada pro veřejný dohled nad auditem.
- Znalecké posudky v oblasti oceňování zpracovává znalecká kancelář v souladu se zákonem č. 254/2019 Sb., o znalcích, znaleckých kancelářích a znaleckých ústavech.
- Odpovědnost za škodu je kryta pojištěním profesní odpovědnosti.

## Síť Meridian Global

Korvina Advisory s.r.o. je nezávislým členem mezinárodní sítě Meridian Global. Členské firmy jsou samostatné právní subjekty; žádná z nich neodpovídá za jednání či opomenutí jiné členské firmy a Meridian Global sám služby klientům neposkytuje.

## Odpovědnost za obsah

Informace na tomto webu mají obecný charakter a nejsou poradenstvím v konkrétní věci. Než na jejich základě učiníte rozhodnutí, obraťte se na nás. Za obsah externích webů, na které odkazujeme, neodpovídáme.

## Autorská práva

Texty, grafika a fotografie na tomto webu jsou chráněny autorským právem. Citace článků je možná s uvedením zdroje a odkazem na původní text.`,
    },
    en: {
      slug: 'legal-information',
      title: 'Legal Information',
      perex: null,
      body: `## Website operator

**Korvina Advisory s.r.o.**

- registered office: Sokolovská 1280/44, 186 00 Prague 8, Czech Republic
- branch: Údolní 612/17, 602 00 Brno
- company ID: 12345678, VAT ID: CZ12345678
- registered in the Commercial Register kept by the Municipal Court in Prague, section C, file 123456
- e-mail: info@korvina.example, phone: +420 222 310 410

## Professional authorisations

- Tax advice is provided by tax advisors registered with the Chamber of Tax Advisors of the Czech Republic; the company is listed as a legal entity authorised to provide tax advice.
- Statutory audits are performed by the company as an audit firm registered with the Chamber of Auditors of the Czech Republic. Public oversight of audit is exercised by the Public Audit Oversight Board.
- Expert valuations are prepared by our expert office under Act No. 254/2019 Coll., on Experts, Expert Offices and Expert Institutes.
- Liability for damage is covered by professional indemnity insurance.

## The Meridian Global network

Korvina Advisory s.r.o. is an independent member of the international Meridian Global network. Member firms are separate legal entities; none of them is liable for the acts or omissions of another member firm, and Meridian Global itself does not provide services to clients.

## Liability for content

The information on this website is general in nature and does not constitute advice on any specific matter. Please contact us before making decisions based on it. We are not responsible for the content of external websites we link to.

## Copyright

The texts, graphics and photographs on this website are protected by copyright. Articles may be quoted with attribution and a link to the original.`,
    },
  },
  {
    id: 4,
    updated_at: '2026-02-06T13:52:00+01:00',
    route_key: null,
    cs: {
      slug: 'oznamovani-protipravniho-jednani',
      title: 'Oznamování protiprávního jednání (whistleblowing)',
      perex: 'Jak nám můžete bezpečně oznámit podezření na protiprávní jednání podle zákona o ochraně oznamovatelů.',
      body: `Korvina Advisory s.r.o. zavedla vnitřní oznamovací systém podle zákona č. 171/2023 Sb., o ochraně oznamovatelů. Prostřednictvím systému můžete oznámit možné protiprávní jednání, o kterém jste se dozvěděli v souvislosti s prací pro naši společnost nebo se spoluprací s ní.

## Kdo může oznámení podat

Oznámení mohou podat zaměstnanci, uchazeči o zaměstnání, stážisté, dodavatelé a další osoby, které s námi pracovně spolupracují. Oznámení od jiných osob také přijímáme, ochrana podle zákona se na ně však nemusí vztahovat.

## Co lze oznámit

- jednání, které má znaky trestného činu nebo přestupku,
- porušení předpisů v oblasti finančních služeb, auditu, daní, ochrany osobních údajů, hospodářské soutěže nebo veřejných zakázek,
- porušení předpisů proti legalizaci výnosů z trestné činnosti,
- jiné porušení právních předpisů, které zákon o ochraně oznamovatelů uvádí.

## Jak oznámení podat

- **písemně** na e-mail oznameni@korvina.example, ke kterému má přístup pouze příslušná osoba,
- **poštou** na adresu sídla s označením „Do rukou příslušné osoby – neotvírat“,
- **ústně** telefonicky na čísle +420 222 310 499 nebo osobně po předchozí domluvě.

Oznámení můžete podat i anonymně, pak vás však nebudeme moci informovat o jeho vyřízení.

## Jak s oznámením naložíme

Příslušná osoba potvrdí přijetí oznámení do 7 dnů a do 30 dnů vás vyrozumí o výsledku posouzení; ve složitých případech lze lhůtu dvakrát prodloužit o 30 dnů. Vaši totožnost nesdělíme bez vašeho výslovného souhlasu nikomu dalšímu. Oznamovatel nesmí být vystaven odvetným opatřením.

Oznámení můžete podat také přímo Ministerstvu spravedlnosti prostřednictvím jeho externího oznamovacího systému.`,
    },
  },
  {
    id: 10,
    updated_at: '2026-02-20T11:10:00+01:00',
    route_key: 'about',
    cs: {
      slug: 'o-nas',
      title: 'O nás',
      perex: 'Jsme česká poradenská firma s 24 lety zkušeností, více než 140 odborníky a zázemím mezinárodní sítě Meridian Global.',
      body: `Korvina pomáhá firmám, podnikatelům a rodinám s daněmi, účetnictvím, auditem, mzdami a dalšími oblastmi, ve kterých chyba stojí peníze a klid. Pracujeme z kanceláří v Praze a v Brně a s klienty mluvíme česky, anglicky, německy i dalšími jazyky.

## Naše historie

- **2002** – Zdeněk Hájek a dva kolegové zakládají v Praze daňovou a účetní kancelář.
- **2006** – přibývá statutární audit a tým se rozrůstá na 30 lidí.
- **2010** – Korvina se stává členem mezinárodní sítě Meridian Global.
- **2015** – otevíráme kancelář v Brně.
- **2016** – řízení firmy přebírá Tomáš Vrba, zakladatel odchází do čela dozorčí rady.
- **2017** – zakládáme [Darovací svěřenský fond](app://route/donationFund) na podporu vzdělávání.
- **2022** – vzniká tým ESG a compliance.
- **2026** – máme více než 140 odborníků a přes 1 200 klientů.

## Čemu věříme

- **Srozumitelnost** – vysvětlíme i složitou věc tak, aby se podle ní dalo rozhodnout.
- **Odpovědnost** – za každou zakázkou stojí konkrétní partner, který ji zná a ručí za ni.
- **Dlouhodobost** – s většinou klientů spolupracujeme déle než pět let.
- **Nezávislost** – neprodáváme finanční produkty a nepobíráme provize od třetích stran.

## Mezinárodní síť Meridian Global

Jako člen sítě Meridian Global máme k dispozici kolegy v 530 kancelářích ve 150 zemích. Když česká firma expanduje do zahraničí nebo zahraniční investor přichází do Česka, koordinujeme práci s místními odborníky a klient má jednoho partnera, který vše zastřeší.

## Naši lidé

Naše síla jsou lidé: daňoví poradci, auditoři, účetní, mzdoví specialisté, znalci, právníci i IT konzultanti. Seznamte se s [naším týmem](app://route/people), přečtěte si [reference klientů](app://route/references) nebo se podívejte na [volné pozice](app://route/jobs).`,
    },
    en: {
      slug: 'about-us',
      title: 'About Us',
      perex: 'We are a Czech advisory firm with 24 years of experience, more than 140 experts and the backing of the international Meridian Global network.',
      body: `Korvina helps companies, entrepreneurs and families with tax, accounting, audit, payroll and other areas where a mistake costs money and peace of mind. We work from offices in Prague and Brno and speak to clients in Czech, English, German and other languages.

## Our history

- **2002** – Zdeněk Hájek and two colleagues set up a tax and accounting practice in Prague.
- **2006** – statutory audit is added and the team grows to 30 people.
- **2010** – Korvina becomes a member of the international Meridian Global network.
- **2015** – we open our Brno office.
- **2016** – Tomáš Vrba becomes managing partner; the founder moves to chair the supervisory board.
- **2017** – we set up the [Donation Trust Fund](app://route/donationFund) to support education.
- **2022** – our ESG and compliance team is born.
- **2026** – we have more than 140 experts and over 1,200 clients.

## What we believe in

- **Clarity** – we explain even complex matters so that you can make a decision.
- **Accountability** – every engagement is led by a named partner who knows it and stands behind it.
- **The long term** – we have worked with most of our clients for more than five years.
- **Independence** – we do not sell financial products or take commissions from third parties.

## The Meridian Global network

As a member of Meridian Global we can call on colleagues in 530 offices in 150 countries. When a Czech company expands abroad or a foreign investor comes to Czechia, we coordinate the work with local experts and the client has one partner overseeing everything.

## Our people

Our strength is our people: tax advisors, auditors, accountants, payroll specialists, valuation experts, lawyers and IT consultants. Meet [our team](app://route/people), read [client references](app://route/references) or see our [job vacancies](app://route/jobs).`,
    },
  },
  {
    id: 11,
    updated_at: '2026-01-27T12:23:00+01:00',
    route_key: 'timeForChange',
    cs: {
      slug: 'cas-na-zmenu',
      title: 'Čas na změnu',
      perex: 'Pracujete na finančním úřadě, v bance, v účtárně nebo ve škole a láká vás poradenství? Kariérní změna je u nás vítaná.',
      body: `Řada našich nejlepších kolegů k nám nepřišla rovnou ze školy. Přišli z finanční správy, z bank, z firemních účtáren, z logistiky nebo z veřejné správy – a přinesli zkušenosti, které se v poradenství nedají naučit z učebnic.

## Proč změnit kariéru právě teď

- **Vaše praxe má cenu.** Kdo zná daňovou kontrolu z druhé strany stolu nebo ví, jak funguje účtárna výrobní firmy, radí klientům lépe.
- **Naučíme vás zbytek.** Nováčci procházejí půlročním programem Korvina Akademie s mentorem, interními kurzy a prací na skutečných zakázkách.
- **Kvalifikaci zaplatíme.** Hradíme zkoušky daňového poradce, statutárního auditora, ACCA i CFA včetně studijního volna.
- **Nemusíte začínat od nuly.** Vaše dosavadní praxe se promítne do zařazení i mzdy.

## Kdo už změnu zvládl

- [Veronika Krejčí](app://person/13) pracovala čtyři roky na finančním úřadě, dnes je senior daňovou poradkyní.
- [Martin Sedláček](app://person/16) vedl mzdovou účtárnu v logistice, u nás má na starosti klienty s nejsložitějšími mzdovými systémy.
- [Pavel Urban](app://person/12) strávil dvacet let ve veřejné správě a dnes je členem naší dozorčí rady.

## Jak začít

Podívejte se na [volné pozice](app://route/jobs) – zvlášť vhodné pro kariérní změnu je místo [daňového konzultanta](app://job/1). Nenašli jste nic? Napište nám i tak: personální ředitelka [Kateřina Benešová](app://person/6) si s vámi ráda nezávazně promluví o tom, kde by vaše zkušenosti mohly být nejužitečnější.`,
    },
    en: {
      slug: 'time-for-change',
      title: 'Time for Change',
      perex: 'Working at the tax office, a bank, a finance department or a school and drawn to advisory work? Career changers are welcome here.',
      body: `Many of our best colleagues did not come to us straight from university. They came from the tax administration, banks, corporate finance departments, logistics or public administration – and brought experience that no textbook can teach.

## Why change careers now

- **Your experience counts.** Someone who has seen a tax audit from the other side of the table or knows how a manufacturer's finance department works gives better advice.
- **We will teach you the rest.** New joiners go through the six-month Korvina Academy with a mentor, internal courses and work on real engagements.
- **We pay for your qualification.** We cover the Czech tax advisor and statutory auditor exams, ACCA and CFA, including study leave.
- **You do not start from scratch.** Your previous experience is reflected in your grade and pay.

## People who made the switch

- [Veronika Krejčí](app://person/13) spent four years at a tax office and is now a senior tax advisor.
- [Martin Sedláček](app://person/16) ran a logistics company's payroll office and now handles our clients with the most complex pay systems.
- [Pavel Urban](app://person/12) spent twenty years in public administration and now sits on our supervisory board.

## How to start

Take a look at our [job vacancies](app://route/jobs) – the [tax consultant](app://job/1) role is particularly suitable for career changers. Nothing suitable? Write to us anyway: our HR director [Kateřina Benešová](app://person/6) will be happy to have an informal chat about where your experience could be most useful.`,
    },
  },
  {
    id: 12,
    updated_at: '2026-06-06T13:36:00+02:00',
    route_key: 'donationFund',
    cs: {
      slug: 'darovaci-sverensky-fond',
      title: 'Darovací svěřenský fond Korvina',
      perex: 'Od roku 2017 podporujeme vzdělávání: stipendia pro studenty, finanční gramotnost na školách a bezplatné poradenství pro neziskové organizace.',
      body: `Darovací svěřenský fond Korvina jsme založili v roce 2017, abychom vraceli část toho, co nám obor dal. Věříme, že dobré vzdělání a porozumění penězům otevírají dveře, které by jinak zůstaly zavřené.

## Jak fond funguje

Do fondu každoročně vkládáme 2 % zisku společnosti a k tomu příspěvky partnerů a zaměstnanců, které firma zdvojnásobuje. Fond spravuje správní rada, které předsedá [Zdeněk Hájek](app://person/10); členy jsou také dva zástupci zaměstnanců a nezávislá odbornice z oblasti vzdělávání. Hospodaření fondu každoročně ověřuje nezávislý auditor mimo naši firmu.

## Co podporujeme

- **Stipendia** pro studenty ekonomických a právních oborů ze sociálně znevýhodněného prostředí – 12 stipendií ročně po 60 000 Kč.
- **Finanční gramotnost** – naši kolegové dobrovolně učí na středních školách, jak funguje rozpočet, daně a úvěry.
- **Pro bono poradenství** – neziskovým organizacím poskytujeme audit, účetní a daňové poradenství zdarma nebo se výraznou slevou.
- **Mimořádné sbírky** – při povodních a jiných katastrofách pomáháme rychle a cíleně.

## Podpořené projekty v roce 2025

- stipendijní program pro 12 studentů z devíti krajů,
- kurz finanční gramotnosti pro 1 400 žáků středních škol v Praze a Brně,
- audit a nastavení pravidel transparentnosti pro [nemocniční nadační fond](app://reference/4),
- vybavení počítačové učebny dětského domova na Vysočině.

## Jak požádat o podporu

Grantová výzva je vyhlášena dvakrát ročně, vždy k 31. březnu a 30. září. Žádost posílejte na fond@korvina.example; stačí stručný popis projektu, rozpočet a kontakt. Podrobnosti o hospodaření a všech podpořených projektech najdete ve [výroční zprávě fondu](app://document/6).`,
    },
    en: {
      slug: 'donation-trust-fund',
      title: 'Korvina Donation Trust Fund',
      perex: 'Since 2017 we have supported education: scholarships for students, financial literacy in schools and free advice for non-profits.',
      body: `We set up the Korvina Donation Trust Fund in 2017 to give back part of what our profession has given us. We believe that a good education and an understanding of money open doors that would otherwise stay closed.

## How the fund works

Every year we contribute 2% of the firm's profit to the fund, plus contributions from partners and employees, which the firm doubles. The fund is managed by a board chaired by [Zdeněk Hájek](app://person/10); its members also include two employee representatives and an independent education expert. The fund's finances are audited every year by an independent auditor from outside our firm.

## What we support

- **Scholarships** for economics and law students from disadvantaged backgrounds – 12 scholarships a year of CZK 60,000 each.
- **Financial literacy** – our colleagues volunteer to teach secondary school students how budgets, taxes and loans work.
- **Pro bono advice** – we provide audit, accounting and tax advice to non-profits for free or at a significant discount.
- **Emergency appeals** – after floods and other disasters we help quickly and where it is needed.

## Projects supported in 2025

- a scholarship programme for 12 students from nine regions,
- a financial literacy course for 1,400 secondary school students in Prague and Brno,
- an audit and transparency rules for a [hospital foundation](app://reference/4),
- a computer classroom for a children's home in the Bohemian-Moravian Highlands.

## How to apply

Grant calls close twice a year, on 31 March and 30 September. Send your application to fond@korvina.example; a short project description, a budget and a contact are enough. Details of the fund's finances and all supported projects are in the [fund's annual report](app://document/6).`,
    },
  },
  {
    id: 13,
    updated_at: '2026-05-13T14:49:00+02:00',
    route_key: 'career',
    cs: {
      slug: 'kariera',
      title: 'Kariéra v Korvině',
      perex: 'Hledáme lidi, kteří chtějí rozumět číslům, pravidlům i klientům. Nabízíme odbornou práci, férové podmínky a kolegy, kteří pomohou.',
      body: `V Korvině pracuje více než 140 lidí v Praze a v Brně. Někteří k nám přišli hned po škole, jiní po letech v jiném oboru. Spojuje nás to, že nás baví řešit skutečné problémy skutečných firem.

## Proč k nám

- **Různorodá práce** – během roku poznáte desítky firem z různých oborů, od e-shopů po strojírny.
- **Růst s podporou** – každý nováček má mentora, hradíme profesní zkoušky a certifikace.
- **Mezinárodní rozměr** – díky síti Meridian Global pracujete na zahraničních projektech a můžete vyjet na stáž do jiné členské firmy.
- **Rozumná rovnováha** – hlídáme přesčasy i v sezóně daňových přiznání a uzávěrek.

## Co nabízíme

- 5 týdnů dovolené a 3 dny zdravotního volna,
- hybridní práci a pružnou pracovní dobu,
- příspěvek na penzijní spoření, stravenkový paušál a kafeterii,
- notebook a telefon i pro soukromé použití,
- firemní akce obou kanceláří a dobrovolnické dny pro náš [darovací fond](app://route/donationFund).

## Jak probíhá výběrové řízení

1. Pošlete životopis přes formulář u [volné pozice](app://route/jobs) – ozveme se do 5 pracovních dnů.
2. Krátký telefonát s personalistkou, abychom si ujasnili očekávání.
3. Osobní pohovor s budoucím vedoucím týmu, u odborných pozic s praktickým úkolem.
4. Nabídka a domluva nástupu, obvykle do dvou týdnů od pohovoru.

Chcete vědět, jak to u nás vypadá zevnitř? Přečtěte si [kariérní blog](app://route/careerBlog) nebo se podívejte na kampaň [Čas na změnu](app://route/timeForChange).`,
    },
    en: {
      slug: 'career',
      title: 'Careers at Korvina',
      perex: 'We are looking for people who want to understand numbers, rules and clients. We offer expert work, fair conditions and colleagues who will help.',
      body: `More than 140 people work at Korvina in Prague and Brno. Some joined us straight from university, others after years in a different field. What we share is that we enjoy solving real problems for real companies.

## Why join us

- **Varied work** – over a year you will get to know dozens of companies from different sectors, from e-shops to engineering plants.
- **Supported growth** – every newcomer has a mentor, and we pay for professional exams and certifications.
- **An international dimension** – through Meridian Global you work on cross-border projects and can go on secondment to another member firm.
- **Sensible balance** – we keep an eye on overtime even in tax return and year-end season.

## What we offer

- 5 weeks of holiday and 3 sick days,
- hybrid working and flexible hours,
- pension contributions, meal allowance and a cafeteria benefit budget,
- a laptop and phone you can also use privately,
- events for both offices and volunteering days for our [donation fund](app://route/donationFund).

## How hiring works

1. Send your CV through the form at a [job vacancy](app://route/jobs) – we will get back to you within 5 working days.
2. A short phone call with HR to clarify expectations.
3. A face-to-face interview with your future team leader, with a practical task for specialist roles.
4. An offer and start date, usually within two weeks of the interview.

Want to know what it is like inside? Read our [career blog](app://route/careerBlog) or see our [Time for Change](app://route/timeForChange) campaign.`,
    },
  },
  {
    id: 14,
    updated_at: '2026-04-20T15:02:00+02:00',
    route_key: 'reliablePartner',
    cs: {
      slug: 'spolehlivy-partner',
      title: 'Spolehlivý partner pro vaše účetnictví',
      perex: 'Předejte nám účetnictví a mzdy a věnujte se tomu, co vaši firmu opravdu posouvá. Postaráme se o to, aby čísla byla včas a správně.',
      body: `Účetnictví by mělo fungovat jako dobře seřízený stroj: tiše, spolehlivě a bez překvapení. Přesně takové vedeme pro více než 300 firem – od začínajících e-shopů po dceřiné společnosti nadnárodních skupin.

## Co s námi získáte

- **Termíny bez stresu** – přiznání k DPH, kontrolní hlášení i závěrku podáváme včas, hlídáme je za vás.
- **Jednoho stálého účetního** – víte, komu zavolat, a on zná vaši firmu.
- **Přehled místo hromady papírů** – měsíční reporting s výsledkem, cash flow a pohledávkami.
- **Daňové poradce po ruce** – složitější otázky konzultujeme s naším daňovým týmem bez dalších průtahů.
- **Moderní nástroje** – doklady posíláte fotkou nebo e-mailem, banku napojíme automaticky.
- **Pojištění odpovědnosti** – za naši práci ručíme.

## Jak převzetí probíhá

1. Úvodní schůzka a nezávazná cenová nabídka do tří dnů.
2. Převzetí agendy od předchozího dodavatele včetně kontroly zůstatků.
3. Nastavení oběhu dokladů a napojení banky či e-shopu.
4. První měsíční uzávěrka a report – obvykle do šesti týdnů od podpisu smlouvy.

## Kolik to stojí

Vedení účetnictví pro menší firmu začíná na 4 900 Kč měsíčně bez DPH, přesnou cenu určíme podle počtu dokladů a požadavků na reporting. Orientační ceny najdete v [ceníku služeb](app://document/5).

**Chcete nabídku?** Vyplňte kontaktní formulář nebo se podívejte, jak pracujeme v oblasti [účetnictví](app://service-group/19) a [mezd](app://service-group/22). Ozveme se do 48 hodin.`,
    },
    en: {
      slug: 'reliable-partner',
      title: 'A Reliable Partner for Your Accounting',
      perex: 'Hand your accounting and payroll over to us and focus on what really moves your business forward. We will make sure the numbers are on time and right.',
      body: `Accounting should run like a well-tuned machine: quietly, reliably and without surprises. That is how we run it for more than 300 companies – from young e-shops to subsidiaries of multinational groups.

## What you get

- **Deadlines without stress** – VAT returns, control statements and year-end accounts filed on time; we track the deadlines for you.
- **One dedicated accountant** – you know whom to call, and they know your business.
- **Clarity instead of piles of paper** – monthly reporting with results, cash flow and receivables.
- **Tax advisors at hand** – more complex questions go straight to our tax team.
- **Modern tools** – send documents as a photo or by e-mail; we connect your bank automatically.
- **Liability insurance** – we stand behind our work.

## How the handover works

1. An introductory meeting and a no-obligation quote within three days.
2. Taking over from your previous provider, including a check of balances.
3. Setting up the document flow and connecting your bank or e-shop.
4. The first monthly close and report – usually within six weeks of signing.

## What it costs

Bookkeeping for a smaller company starts at CZK 4,900 a month excluding VAT; the exact price depends on the number of documents and your reporting needs. See our [price list](app://document/5) for indicative prices.

**Would you like a quote?** Fill in the contact form or see how we work in [accounting](app://service-group/19) and [payroll](app://service-group/22). We will get back to you within 48 hours.`,
    },
  },
]
