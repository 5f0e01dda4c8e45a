// Sub-services of the twelve service areas (ids 101+), sorted within their group. Taxes and
// accounting carry six items each so that the header menu's 12-item limit is reached; 126, 132
// and 147 exist in Czech only, so English lists and slug translations must cope with gaps.
// English texts never link to Czech-only items (services 126, 132, 147; people 25-28).
// Markdown bodies are kept flush-left: indented lines would turn into code blocks.
import type { AuthoredService } from './types.js'

export const services: AuthoredService[] = [
  // --- 12 Taxes -------------------------------------------------------------------------------
  {
    id: 101,
    updated_at: '2026-04-16T14:53:00+02:00',
    group_id: 12,
    image: '/media/services/corporate-income-tax-returns.svg',
    sort: 1,
    contact_person_ids: [13, 11],
    cs: {
      slug: 'danove-priznani-k-dani-z-prijmu-pravnickych-osob',
      name: 'Daňové přiznání k dani z příjmů právnických osob',
      perex: 'Připravíme přiznání k dani z příjmů právnických osob, zkontrolujeme daňové úpravy a prodloužíme vám lhůtu pro podání.',
      body: `Přiznání k dani z příjmů právnických osob je víc než formulář. Rozhoduje o tom, kolik firma zaplatí, a chyby v nedaňových nákladech, odpisech nebo opravných položkách se často objeví až při kontrole o několik let později.

## Co je součástí služby

- převzetí plné moci a prodloužení lhůty pro podání až do 1. července,
- revize daňově neuznatelných nákladů, rezerv a opravných položek,
- výpočet daňových odpisů a kontrola technického zhodnocení,
- uplatnění daňových ztrát, odpočtu na výzkum a vývoj a slev na dani,
- výpočet záloh na další období a odložené daně pro účetní závěrku,
- elektronické podání přes datovou schránku.

## Termíny

| Situace | Lhůta pro podání |
|---|---|
| Podáváte sami | 1. dubna (elektronicky 2. května) |
| Zastupuje vás daňový poradce | 1. července |
| Povinný audit účetní závěrky | 1. července |

Přiznání úzce navazuje na [účetní závěrku](app://service/122) – pokud u nás vedete účetnictví, zpracujeme obojí v jednom procesu. S otázkami se obraťte na [Ing. Veroniku Krejčí](app://person/13).`,
      faq: [
        {
          question: 'Do kdy musíme podat přiznání, když nás zastupujete?',
          answer: 'Pokud nám plnou moc udělíte do konce řádné lhůty, tedy do 1. dubna, posouvá se termín podání i splatnosti daně na **1. července**.',
        },
        { question: 'Co potřebujete od nás za podklady?', answer: 'Obratovou předvahu, hlavní knihu, přehled majetku a odpisů a smlouvy k neobvyklým transakcím roku. Seznam vám pošleme na míru.' },
        {
          question: 'Zpracujete přiznání, i když účetnictví vede někdo jiný?',
          answer: 'Ano. Přiznání připravujeme i pro firmy s interním účetním nebo jinou účetní kanceláří; podklady si vyžádáme přímo od nich.',
        },
      ],
      intro_popup: {
        title: 'Blíží se termín přiznání?',
        text: 'Udělte nám plnou moc do 1. dubna a lhůta pro podání přiznání se vám automaticky posune na 1. července.',
        cta: 'Chci prodloužit lhůtu',
      },
    },
    en: {
      slug: 'corporate-income-tax-returns',
      name: 'Corporate income tax returns',
      perex: 'We prepare your corporate income tax return, review tax adjustments and extend your filing deadline.',
      body: `A corporate income tax return is more than a form. It decides how much tax the company pays, and mistakes in non-deductible expenses, tax depreciation or provisions often surface only in a tax audit several years later.

## What the service includes

- power of attorney and an extension of the filing deadline to 1 July,
- review of non-deductible expenses, provisions and allowances,
- tax depreciation calculation and review of capital improvements,
- use of tax losses, the R&D deduction and tax credits,
- calculation of advance payments and deferred tax for the financial statements,
- electronic filing via the company's data box.

## Deadlines

| Situation | Filing deadline |
|---|---|
| You file yourself | 1 April (2 May electronically) |
| Filed by a tax adviser | 1 July |
| Statutory audit required | 1 July |

The return builds directly on the [financial statements](app://service/122) – if we keep your books, we prepare both in one process. For questions, contact [Veronika Krejčí](app://person/13).`,
      faq: [
        {
          question: 'What is our deadline if you represent us?',
          answer: 'If you grant us power of attorney before the regular deadline of 1 April, both the filing and the payment deadline move to **1 July**.',
        },
        {
          question: 'What documents do you need from us?',
          answer: 'A trial balance, the general ledger, a fixed asset and depreciation register and contracts for unusual transactions of the year. We will send you a tailored checklist.',
        },
        {
          question: 'Can you prepare the return if someone else keeps our books?',
          answer: 'Yes. We prepare returns for companies with in-house accountants or another accounting firm and request the documents directly from them.',
        },
      ],
      intro_popup: {
        title: 'Tax return deadline coming up?',
        text: 'Grant us power of attorney by 1 April and your filing deadline automatically moves to 1 July.',
        cta: 'Extend my deadline',
      },
    },
  },
  {
    id: 102,
    updated_at: '2026-03-23T15:06:00+01:00',
    group_id: 12,
    image: '/media/services/vat-and-control-statements.svg',
    sort: 2,
    contact_person_ids: [13],
    cs: {
      slug: 'dph-a-kontrolni-hlaseni',
      name: 'DPH a kontrolní hlášení',
      perex: 'Převezmeme přiznání k DPH, kontrolní a souhrnná hlášení a ohlídáme sporné případy, jako je přenesená daňová povinnost.',
      body: `DPH je daň s nejvíce formálními povinnostmi. Měsíční přiznání, kontrolní hlášení s pětidenní lhůtou na reakci na výzvu a souhrnná hlášení k dodávkám do EU – každá chyba se může promítnout do pokut, které se počítají i z drobných opomenutí.

## Co za vás zajistíme

- registraci k DPH, změny registrace a zrušení registrace,
- měsíční nebo čtvrtletní přiznání k DPH,
- kontrolní hlášení a reakce na výzvy finančního úřadu,
- souhrnná hlášení a hlášení Intrastat,
- posouzení režimu přenesené daňové povinnosti a místa plnění,
- registraci a přiznání v režimu OSS pro e-shopy.

## Prověrka DPH

Jednorázová prověrka DPH projde vzorek faktur za poslední tři roky a odhalí rizika dříve než finanční úřad. Výsledkem je přehled zjištění s doporučením, zda podat dodatečné přiznání.

Související pojmy najdete ve [slovníku](app://glossary/2), s konkrétní situací se [ozvěte](app://route/contacts).`,
      faq: [
        {
          question: 'Jaká je pokuta za pozdě podané kontrolní hlášení?',
          answer: 'Při podání po lhůtě bez výzvy je pokuta 1 000 Kč, po výzvě 10 000 Kč, a pokud nereagujete vůbec, až 50 000 Kč. Nejnižší pokutu finanční správa za určitých podmínek promíjí.',
        },
        {
          question: 'Musíme se registrovat k DPH, když prodáváme jen do zahraničí?',
          answer: 'Záleží na obratu a druhu plnění. Povinnost vzniká i při pořízení služeb od zahraničních osob, proto je lepší situaci posoudit individuálně.',
        },
      ],
      intro_popup: null,
    },
    en: {
      slug: 'vat-and-control-statements',
      name: 'VAT and control statements',
      perex: 'We take over VAT returns, control statements and EC sales lists and keep an eye on tricky cases such as the reverse charge.',
      body: `VAT is the tax with the most formal obligations. Monthly returns, control statements with a five-day window to respond to the tax office, and EC sales lists for supplies within the EU – any mistake can lead to penalties that apply even to minor omissions.

## What we handle for you

- VAT registration, changes and deregistration,
- monthly or quarterly VAT returns,
- control statements and responses to tax office notices,
- EC sales lists and Intrastat reports,
- assessment of the reverse charge and the place of supply,
- OSS registration and returns for e-shops.

## VAT health check

A one-off VAT health check reviews a sample of invoices from the last three years and reveals risks before the tax office does. You receive a summary of findings with a recommendation on whether to file a supplementary return.

See the [glossary](app://glossary/2) for related terms, or [get in touch](app://route/contacts) about your situation.`,
      faq: [
        {
          question: 'What is the penalty for a late control statement?',
          answer:
            'Filing late without a notice costs CZK 1,000, after a notice CZK 10,000, and not responding at all up to CZK 50,000. The tax administration waives the lowest penalty under certain conditions.',
        },
        {
          question: 'Do we need to register for VAT if we only sell abroad?',
          answer: 'It depends on turnover and the type of supplies. Registration can also be triggered by buying services from foreign suppliers, so it is best assessed case by case.',
        },
      ],
      intro_popup: null,
    },
  },
  {
    id: 103,
    updated_at: '2026-02-02T16:19:00+01:00',
    group_id: 12,
    image: '/media/services/transfer-pricing.svg',
    sort: 3,
    contact_person_ids: [17, 1],
    cs: {
      slug: 'prevodni-ceny',
      name: 'Převodní ceny',
      perex: 'Nastavíme a zdokumentujeme ceny transakcí mezi spojenými osobami tak, aby obstály při kontrole.',
      body: `Finanční správa se na převodní ceny zaměřuje dlouhodobě a doměrky v této oblasti patří k nejvyšším. Každá firma, která obchoduje se spojenými osobami – mateřskou společností, sesterskými firmami nebo společníky – musí umět doložit, že ceny odpovídají tomu, co by si sjednaly nezávislé strany.

## Co nabízíme

- analýzu funkcí a rizik a nastavení modelu převodních cen,
- dokumentaci převodních cen (local file a master file),
- srovnávací analýzy v mezinárodních databázích,
- nastavení cen u služeb, licencí, úroků z půjček a cash-poolingu,
- přípravu přílohy o transakcích se spojenými osobami k přiznání,
- závazné posouzení u finančního úřadu (APA).

## Pro koho

Službu využívají hlavně dceřiné společnosti zahraničních skupin a české holdingové struktury. Ve spolupráci se sítí Meridian Global sladíme dokumentaci s ostatními zeměmi skupiny.

Na převodní ceny se specializuje [Mgr. Barbora Říhová](app://person/17); souvislosti vysvětluje i heslo [převodní ceny](app://glossary/7) ve slovníku.`,
      faq: [
        {
          question: 'Je dokumentace převodních cen v Česku povinná?',
          answer: 'Obecná povinnost ji vést zákon nestanoví, ale důkazní břemeno nese poplatník. Bez dokumentace je obhajoba cen při kontrole velmi obtížná.',
        },
        { question: 'Jak často je potřeba dokumentaci aktualizovat?', answer: 'Srovnávací analýzu doporučujeme obnovit jednou za tři roky, popis transakcí a finanční údaje každý rok.' },
        { question: 'Týká se to i půjčky od jednatele?', answer: 'Ano. Úrok z půjčky mezi firmou a jejím společníkem nebo jednatelem musí odpovídat tržním podmínkám.' },
      ],
      intro_popup: null,
    },
    en: {
      slug: 'transfer-pricing',
      name: 'Transfer pricing',
      perex: 'We set and document the prices of related-party transactions so that they stand up in a tax audit.',
      body: `The Czech tax administration has focused on transfer pricing for years, and adjustments in this area are among the largest. Any company trading with related parties – its parent, sister companies or shareholders – must be able to show that its prices match what independent parties would agree.

## What we offer

- functional and risk analysis and design of the transfer pricing model,
- transfer pricing documentation (local file and master file),
- benchmarking studies using international databases,
- pricing of services, licences, loan interest and cash pooling,
- the related-party transactions appendix to the tax return,
- advance pricing agreements (APA) with the tax office.

## Who it is for

Our clients are mainly subsidiaries of foreign groups and Czech holding structures. Together with the Meridian Global network we align the documentation with the group's other countries.

Our transfer pricing specialist is [Barbora Říhová](app://person/17); see also the [transfer pricing](app://glossary/7) entry in our glossary.`,
      faq: [
        {
          question: 'Is transfer pricing documentation mandatory in the Czech Republic?',
          answer: 'The law does not impose a general obligation, but the burden of proof lies with the taxpayer. Without documentation, defending your prices in an audit is very difficult.',
        },
        {
          question: 'How often should the documentation be updated?',
          answer: 'We recommend refreshing the benchmarking study every three years and updating the transaction descriptions and financial data every year.',
        },
        { question: 'Does this apply to a loan from a director?', answer: "Yes. Interest on a loan between a company and its shareholder or director must be at arm's length." },
      ],
      intro_popup: null,
    },
  },
  {
    id: 104,
    updated_at: '2026-01-09T09:32:00+01:00',
    group_id: 12,
    image: null,
    sort: 4,
    contact_person_ids: [3, 11],
    cs: {
      slug: 'danova-kontrola-a-zastupovani',
      name: 'Daňová kontrola a zastupování',
      perex: 'Zastoupíme vás při daňové kontrole, postupu k odstranění pochybností i v odvolacím řízení.',
      body: `Oznámení o zahájení daňové kontroly nebo výzva k odstranění pochybností nemusí znamenat problém, pokud se na jednání s úřadem dobře připravíte. Naši daňoví poradci a advokáti vás zastoupí od prvního kontaktu s finančním úřadem až po případnou žalobu ke správnímu soudu.

## Jak postupujeme

- rozbor předmětu kontroly a rizik ještě před prvním jednáním,
- příprava a kompletace důkazních prostředků,
- účast na jednáních a kontrola protokolů,
- vyjádření ke zprávě o daňové kontrole,
- odvolání, žádosti o prominutí penále a správní žaloby.

## Proč se připravit

Většina sporů se rozhoduje v dokazování – kdo nepředloží důkazy včas, jen těžko je uplatní později. Včasné zastoupení proto obvykle ušetří víc, než stojí.

Dostali jste výzvu? [Kontaktujte nás](app://route/contacts) ještě dnes, lhůty pro odpověď bývají krátké.`,
      faq: [
        { question: 'Jak dlouho daňová kontrola trvá?', answer: 'Zákon neuvádí pevnou délku; běžné kontroly trvají několik měsíců, kontroly převodních cen i přes rok.' },
        { question: 'Můžete nás zastupovat i u kontroly, která už běží?', answer: 'Ano, plnou moc lze předložit kdykoli v průběhu kontroly. Čím dříve, tím víc prostoru pro obhajobu zbývá.' },
      ],
      intro_popup: null,
    },
    en: {
      slug: 'tax-audits-and-representation',
      name: 'Tax audits and representation',
      perex: 'We represent you in tax audits, in procedures to remove doubts and in appeals.',
      body: `A notice of a tax audit or a request to remove doubts does not have to mean trouble if you prepare well for dealing with the tax office. Our tax advisers and lawyers represent you from the first contact with the tax office up to an action before the administrative court.

## How we proceed

- analysis of the scope of the audit and its risks before the first meeting,
- preparation and collection of evidence,
- attendance at meetings and review of the minutes,
- comments on the tax audit report,
- appeals, requests for penalty waivers and administrative actions.

## Why preparation matters

Most disputes are decided in the evidence stage – evidence not submitted in time is hard to use later. Early representation therefore usually saves more than it costs.

Received a notice? [Contact us](app://route/contacts) today; response deadlines tend to be short.`,
      faq: [
        { question: 'How long does a tax audit take?', answer: 'The law sets no fixed length; typical audits take several months, transfer pricing audits often more than a year.' },
        {
          question: 'Can you represent us in an audit that has already started?',
          answer: 'Yes, power of attorney can be submitted at any point during the audit. The sooner, the more room there is for a defence.',
        },
      ],
      intro_popup: null,
    },
  },
  {
    id: 105,
    updated_at: '2026-06-16T10:45:00+02:00',
    group_id: 12,
    image: null,
    sort: 5,
    contact_person_ids: [1, 17],
    cs: {
      slug: 'mezinarodni-zdaneni',
      name: 'Mezinárodní zdanění',
      perex: 'Poradíme se zdaněním přeshraničních příjmů, stálými provozovnami a uplatněním smluv o zamezení dvojího zdanění.',
      body: `Jakmile firma nebo člověk získává příjmy v zahraničí, vstupují do hry pravidla dvou i více států. Pomůžeme vám určit, kde a kolik daně zaplatit, a vyhnout se dvojímu zdanění i nečekaným povinnostem.

## Typické situace

- vznik stálé provozovny při montážích, stavbách nebo práci obchodníků v zahraničí,
- srážková daň z licenčních poplatků, úroků a služeb nerezidentů,
- vysílání zaměstnanců do zahraničí a zahraniční zaměstnanci v Česku,
- daňová rezidence fyzických osob a potvrzení o rezidenci,
- pravidla proti vyhýbání se daňovým povinnostem (ATAD) a globální minimální daň.

## Síť Meridian Global

Prostřednictvím sítě Meridian Global s 530 kancelářemi ve 150 zemích zajistíme koordinované stanovisko i v zemi vašeho obchodního partnera – bez nutnosti hledat místního poradce.

Více o souvislostech v hesle [smlouva o zamezení dvojího zdanění](app://glossary/23).`,
      faq: [
        {
          question: 'Kdy vzniká stálá provozovna?',
          answer:
            'Obvykle při stavbě nebo montáži delší než šest měsíců, nebo má-li zahraniční firma v Česku trvalé místo podnikání. Rozhodující je vždy konkrétní smlouva o zamezení dvojího zdanění.',
        },
        {
          question: 'Musíme srážet daň zahraničnímu dodavateli softwaru?',
          answer: 'Platba za licenci k softwaru bývá licenčním poplatkem, ze kterého se sráží daň. Smlouva se státem dodavatele ji ale často snižuje nebo vylučuje.',
        },
      ],
      intro_popup: null,
    },
    en: {
      slug: 'international-taxation',
      name: 'International taxation',
      perex: 'We advise on cross-border income, permanent establishments and the application of double tax treaties.',
      body: `As soon as a company or an individual earns income abroad, the rules of two or more countries come into play. We help you determine where and how much tax to pay and avoid double taxation and unexpected obligations.

## Typical situations

- permanent establishments arising from installation work, construction or sales staff abroad,
- withholding tax on royalties, interest and services of non-residents,
- employees posted abroad and foreign employees in the Czech Republic,
- tax residence of individuals and certificates of residence,
- anti-avoidance rules (ATAD) and the global minimum tax.

## The Meridian Global network

Through the Meridian Global network of 530 offices in 150 countries we provide a coordinated opinion in your business partner's country as well – without you having to find a local adviser.

For background, see the [double tax treaty](app://glossary/23) entry.`,
      faq: [
        {
          question: 'When does a permanent establishment arise?',
          answer:
            'Typically with a construction or installation project lasting more than six months, or when a foreign company has a fixed place of business in the Czech Republic. The specific double tax treaty is always decisive.',
        },
        {
          question: 'Do we have to withhold tax from a foreign software supplier?',
          answer: "A payment for a software licence is often a royalty subject to withholding tax. The treaty with the supplier's country frequently reduces or eliminates it, however.",
        },
      ],
      intro_popup: null,
    },
  },
  {
    id: 106,
    updated_at: '2026-05-23T11:58:00+02:00',
    group_id: 12,
    image: null,
    sort: 6,
    contact_person_ids: [13],
    cs: {
      slug: 'dan-z-prijmu-fyzickych-osob',
      name: 'Daň z příjmů fyzických osob',
      perex: 'Zpracujeme přiznání podnikatelům, pronajímatelům, investorům i zaměstnancům s příjmy ze zahraničí.',
      body: `Přiznání fyzické osoby vypadá jednoduše, dokud se nesejdou příjmy z podnikání, pronájmu, prodeje akcií a zahraniční mzda v jednom roce. Pomůžeme vám využít všechna osvobození a odpočty, na které máte nárok.

## S čím pomáháme

- přiznání pro OSVČ včetně přehledů pro sociální a zdravotní pojišťovnu,
- příjmy z pronájmu nemovitostí v Česku i v zahraničí,
- prodej cenných papírů a kryptoaktiv a test držby,
- zahraniční příjmy a zápočet zahraniční daně,
- posouzení vstupu do paušálního režimu.

Podnikatelé s jednoduchým účetnictvím mohou zvážit [paušální daň](app://glossary/10). Chcete-li vědět, co je pro vás výhodnější, [napište nám](app://route/contacts).`,
      faq: [
        {
          question: 'Musím přiznat prodej akcií?',
          answer: 'Příjem z prodeje akcií držených déle než tři roky je osvobozen, ale pokud přesáhne 5 milionů Kč za rok, musíte ho v přiznání uvést jako osvobozený příjem.',
        },
        { question: 'Zvládnete přiznání pro někoho, kdo žije v zahraničí?', answer: 'Ano. Zpracováváme přiznání daňovým nerezidentům s příjmy z Česka i českým rezidentům se zahraničními příjmy.' },
      ],
      intro_popup: null,
    },
    en: {
      slug: 'personal-income-tax',
      name: 'Personal income tax',
      perex: 'We prepare returns for the self-employed, landlords, investors and employees with foreign income.',
      body: `A personal tax return looks simple until business income, rental income, share sales and a foreign salary all come together in one year. We help you claim every exemption and deduction you are entitled to.

## What we help with

- returns for the self-employed, including the social security and health insurance statements,
- rental income from property in the Czech Republic and abroad,
- sales of securities and crypto-assets and the holding-period test,
- foreign income and the foreign tax credit,
- whether to opt into the flat-rate regime.

Self-employed people with simple finances may consider the [flat-rate tax](app://glossary/10). To find out which option suits you, [write to us](app://route/contacts).`,
      faq: [
        {
          question: 'Do I need to report a sale of shares?',
          answer: 'Income from shares held for more than three years is exempt, but if it exceeds CZK 5 million in a year you must report it in your return as exempt income.',
        },
        { question: 'Can you file for someone who lives abroad?', answer: 'Yes. We prepare returns for non-residents with Czech income and for Czech residents with foreign income.' },
      ],
      intro_popup: null,
    },
  },
  // --- 18 Audit -------------------------------------------------------------------------------
  {
    id: 107,
    updated_at: '2026-04-02T12:11:00+02:00',
    group_id: 18,
    image: '/media/services/statutory-audit.svg',
    sort: 1,
    contact_person_ids: [2, 14],
    cs: {
      slug: 'statutarni-audit',
      name: 'Statutární audit',
      perex: 'Ověříme vaši účetní závěrku podle mezinárodních auditorských standardů a výsledky vám srozumitelně vysvětlíme.',
      body: `Povinnost auditu mají akciové společnosti a další obchodní korporace, které k rozvahovému dni překročí alespoň jedno ze zákonných kritérií (u akciové společnosti), respektive alespoň dvě (u ostatních). Audit ale přináší víc než splnění povinnosti – nezávislý pohled na vaše účetnictví a procesy.

## Co audit zahrnuje

- posouzení rizik a plán auditu sladěný s vaším harmonogramem uzávěrky,
- průběžnou fázi auditu ještě před koncem roku,
- účast na inventuře a ověření zůstatků u bank a obchodních partnerů,
- auditorskou zprávu k účetní závěrce a výroční zprávě,
- dopis vedení s doporučeními ke zlepšení kontrol.

## Kritéria povinného auditu

| Kritérium | Hranice |
|---|---|
| Aktiva celkem | více než 40 mil. Kč |
| Roční úplný obrat | více než 80 mil. Kč |
| Průměrný počet zaměstnanců | více než 50 |

Audit vedou zkušení auditoři pod dohledem partnerky [Ing. Markéty Holubové](app://person/2). Pokud potřebujete závěrku sestavit, pomůže vám tým [účetnictví](app://service-group/19).`,
      faq: [
        {
          question: 'Kdy musí být audit hotový?',
          answer:
            'Auditovaná závěrka se zveřejňuje ve sbírce listin nejpozději do 12 měsíců od rozvahového dne, přiznání k dani je ale splatné už 1. července. Prakticky proto audit končíme do konce června.',
        },
        { question: 'Můžeme změnit auditora v průběhu let?', answer: 'Ano, auditora volí valná hromada na každé účetní období. Převzetí od předchozího auditora je běžná věc a nijak vás nezdrží.' },
        { question: 'Kolik audit stojí?', answer: 'Cena závisí na velikosti a složitosti firmy a kvalitě podkladů. Po úvodní schůzce vám pošleme nabídku s pevnou cenou.' },
      ],
      intro_popup: {
        title: 'Potřebujete auditora na letošní závěrku?',
        text: 'Plánujeme audity na další sezónu. Ozvěte se včas a domluvíme termíny, které vyhoví vašemu účetnímu oddělení.',
        cta: 'Poptat audit',
      },
    },
    en: {
      slug: 'statutory-audit',
      name: 'Statutory audit',
      perex: 'We audit your financial statements under International Standards on Auditing and explain the results in plain language.',
      body: `Joint-stock companies and other business corporations must be audited if, at the balance sheet date, they exceed at least one of the statutory thresholds (joint-stock companies) or at least two (other companies). But an audit brings more than compliance – an independent view of your accounting and processes.

## What the audit includes

- risk assessment and an audit plan aligned with your closing timetable,
- an interim audit before the year end,
- attendance at the stock count and confirmations from banks and business partners,
- the auditor's report on the financial statements and the annual report,
- a management letter with recommendations for better controls.

## Statutory audit thresholds

| Criterion | Threshold |
|---|---|
| Total assets | over CZK 40 million |
| Annual net turnover | over CZK 80 million |
| Average number of employees | over 50 |

Audits are led by experienced auditors under the supervision of partner [Markéta Holubová](app://person/2). If you need help preparing the statements, our [accounting](app://service-group/19) team is there for you.`,
      faq: [
        {
          question: 'When does the audit have to be finished?',
          answer:
            'Audited statements must be filed in the Collection of Deeds within 12 months of the balance sheet date, but the tax return is due by 1 July. In practice, we therefore finish audits by the end of June.',
        },
        {
          question: 'Can we change auditors?',
          answer: 'Yes, the general meeting appoints the auditor for each financial year. Taking over from a previous auditor is routine and will not delay you.',
        },
        {
          question: 'How much does an audit cost?',
          answer: 'The fee depends on the size and complexity of the company and the quality of the records. After an introductory meeting we send you a fixed-fee proposal.',
        },
      ],
      intro_popup: {
        title: "Need an auditor for this year's statements?",
        text: 'We are planning audits for the coming season. Get in touch early and we will agree dates that suit your finance team.',
        cta: 'Request an audit',
      },
    },
  },
  {
    id: 108,
    updated_at: '2026-03-09T13:24:00+01:00',
    group_id: 18,
    image: null,
    sort: 2,
    contact_person_ids: [14],
    cs: {
      slug: 'audit-dotaci',
      name: 'Audit dotací',
      perex: 'Ověříme vyúčtování dotací a projektů z evropských fondů tak, jak to požaduje poskytovatel.',
      body: `Poskytovatelé dotací – ministerstva, kraje, agentury i programy EU – stále častěji požadují, aby vyúčtování ověřil nezávislý auditor. Známe pravidla operačních programů i národních dotačních titulů a víme, na co se zaměřují kontroloři.

## Co ověřujeme

- způsobilost výdajů podle pravidel programu,
- dodržení podmínek zadávání zakázek v projektu,
- správnost vedení oddělené účetní evidence,
- splnění monitorovacích indikátorů,
- závěrečné vyúčtování a finanční vypořádání.

Při nejasnostech kolem výběrových řízení spolupracujeme s kolegy z [veřejných zakázek](app://service-group/27), aby ověření pokrylo celý projekt.`,
      faq: [
        { question: 'Kdo může audit dotace provést?', answer: 'Zpravidla auditor zapsaný v Komoře auditorů ČR, který není ve střetu zájmů. Přesné požadavky stanoví pravidla konkrétního programu.' },
        { question: 'Je cena auditu uznatelným výdajem projektu?', answer: 'U mnoha programů ano. Ověříme to v pravidlech vaší výzvy ještě před podpisem smlouvy.' },
      ],
      intro_popup: null,
    },
    en: {
      slug: 'grant-audit',
      name: 'Grant audit',
      perex: 'We verify grant claims and EU-funded projects exactly as the grant provider requires.',
      body: `Grant providers – ministries, regions, agencies and EU programmes – increasingly require grant claims to be verified by an independent auditor. We know the rules of the operational programmes and national grant schemes and what inspectors look for.

## What we verify

- eligibility of expenditure under the programme rules,
- compliance with procurement rules within the project,
- separate accounting records for the project,
- achievement of monitoring indicators,
- the final claim and financial settlement.

Where tendering questions arise, we work with our [public procurement](app://service-group/27) colleagues so the verification covers the whole project.`,
      faq: [
        {
          question: 'Who can carry out a grant audit?',
          answer: 'Usually an auditor registered with the Chamber of Auditors of the Czech Republic who has no conflict of interest. The exact requirements are set by the programme rules.',
        },
        { question: 'Is the audit fee an eligible project cost?', answer: 'In many programmes, yes. We check the rules of your call before the engagement is signed.' },
      ],
      intro_popup: null,
    },
  },
  {
    id: 109,
    updated_at: '2026-02-16T14:37:00+01:00',
    group_id: 18,
    image: '/media/services/due-diligence.svg',
    sort: 3,
    contact_person_ids: [2, 24],
    cs: {
      slug: 'due-diligence',
      name: 'Due diligence',
      perex: 'Prověříme finanční a daňovou situaci firmy, kterou kupujete nebo do které investujete.',
      body: `Před podpisem kupní smlouvy potřebujete vědět, co skutečně kupujete. Finanční a daňová due diligence odhalí rizika, která se nepromítla do účetnictví, a dá vám argumenty pro jednání o ceně i o zárukách ve smlouvě.

## Rozsah prověrky

- kvalita zisku (quality of earnings) a očištěná EBITDA,
- čistý dluh a pracovní kapitál k datu transakce,
- daňová rizika za otevřená zdaňovací období,
- transakce se spojenými osobami,
- mimorozvahové závazky, soudní spory a záruky.

## Výstup

Výstupem je zpráva se shrnutím klíčových zjištění pro vedení a podrobnými přílohami pro právníky, kteří připravují smlouvu. Prodávajícím nabízíme i vendor due diligence, která zrychlí prodejní proces.

Due diligence navazuje na naše služby v oblasti [prodeje a akvizic firem](app://service/141).`,
      faq: [
        { question: 'Jak dlouho due diligence trvá?', answer: 'U středně velké firmy obvykle tři až šest týdnů, podle dostupnosti podkladů v datové místnosti.' },
        {
          question: 'Provádíte i právní due diligence?',
          answer: 'Právní prověrku zajišťujeme ve spolupráci s advokátními kancelářemi, se kterými dlouhodobě spolupracujeme, a výsledky propojíme do jedné zprávy.',
        },
      ],
      intro_popup: null,
    },
    en: {
      slug: 'due-diligence',
      name: 'Due diligence',
      perex: 'We review the financial and tax position of a company you are buying or investing in.',
      body: `Before signing a purchase agreement, you need to know what you are really buying. Financial and tax due diligence reveals risks not reflected in the accounts and gives you arguments for negotiating the price and the warranties in the contract.

## Scope of the review

- quality of earnings and normalised EBITDA,
- net debt and working capital at the transaction date,
- tax risks in open tax periods,
- related-party transactions,
- off-balance sheet liabilities, litigation and guarantees.

## Deliverable

You receive a report with a summary of key findings for management and detailed appendices for the lawyers drafting the agreement. For sellers we also offer vendor due diligence, which speeds up the sale process.

Due diligence ties in with our [M&A advisory](app://service/141) services.`,
      faq: [
        { question: 'How long does due diligence take?', answer: 'For a mid-sized company usually three to six weeks, depending on how quickly documents are made available in the data room.' },
        { question: 'Do you also do legal due diligence?', answer: 'Legal due diligence is carried out with law firms we have long worked with, and we combine the results into a single report.' },
      ],
      intro_popup: null,
    },
  },
  {
    id: 110,
    updated_at: '2026-01-23T15:50:00+01:00',
    group_id: 18,
    image: null,
    sort: 4,
    contact_person_ids: [14, 28],
    cs: {
      slug: 'proverka-ucetni-zaverky',
      name: 'Prověrka účetní závěrky',
      perex: 'Omezené ověření účetní závěrky pro banky a vlastníky tam, kde plný audit není povinný.',
      body: `Banka požaduje ověřenou závěrku, ale na povinný audit nesplňujete kritéria? Prověrka podle mezinárodního standardu ISRE 2400 je rychlejší a levnější alternativa, která přesto dává uživatelům závěrky nezávislé ujištění.

## Jak prověrka probíhá

- dotazování vedení a účetních na významné položky,
- analytické postupy a porovnání s předchozím obdobím,
- ověření vybraných zůstatků,
- zpráva s vyjádřením omezeného ujištění.

## Audit, nebo prověrka?

| | Audit | Prověrka |
|---|---|---|
| Míra ujištění | přiměřená | omezená |
| Rozsah testů | detailní | převážně analytický |
| Splní zákonnou povinnost auditu | ano | ne |

Pokud si nejste jisti, co vaše banka potřebuje, [ozvěte se nám](app://route/contacts).`,
      faq: [
        { question: 'Přijme banka prověrku místo auditu?', answer: 'Řada bank ji u menších klientů akceptuje. Doporučujeme požadavek ověřit v úvěrové smlouvě nebo přímo u bankéře.' },
        {
          question: 'Kolik prověrka stojí ve srovnání s auditem?',
          answer: 'Prověrka bývá zhruba o třetinu až polovinu levnější než audit, protože nevyžaduje detailní testování ani účast na inventuře.',
        },
      ],
      intro_popup: null,
    },
    en: {
      slug: 'review-of-financial-statements',
      name: 'Review of financial statements',
      perex: 'A limited assurance review of financial statements for banks and owners where a full audit is not required.',
      body: `Your bank wants verified financial statements, but you do not meet the criteria for a statutory audit? A review under the international standard ISRE 2400 is a quicker and cheaper alternative that still gives users of the statements independent assurance.

## How a review works

- enquiries of management and accounting staff about significant items,
- analytical procedures and comparison with the prior period,
- checks of selected balances,
- a report expressing limited assurance.

## Audit or review?

| | Audit | Review |
|---|---|---|
| Level of assurance | reasonable | limited |
| Testing | detailed | mainly analytical |
| Meets the statutory audit requirement | yes | no |

If you are not sure what your bank needs, [get in touch](app://route/contacts).`,
      faq: [
        {
          question: 'Will a bank accept a review instead of an audit?',
          answer: 'Many banks accept one for smaller clients. We recommend checking the requirement in your loan agreement or with your banker.',
        },
        {
          question: 'How much does a review cost compared with an audit?',
          answer: 'A review is typically a third to a half cheaper than an audit, because it requires no detailed testing or attendance at the stock count.',
        },
      ],
      intro_popup: null,
    },
  },
  // --- 24 System and software solutions -------------------------------------------------------
  {
    id: 111,
    updated_at: '2026-06-02T16:03:00+02:00',
    group_id: 24,
    image: '/media/services/accounting-system-implementation.svg',
    sort: 1,
    contact_person_ids: [9, 26],
    cs: {
      slug: 'implementace-ucetnich-systemu',
      name: 'Implementace účetních systémů',
      perex: 'Pomůžeme vybrat a zavést účetní nebo ERP systém, který odpovídá velikosti a procesům vaší firmy.',
      body: `Nový účetní systém je investice na řadu let. Špatně zvolené nebo nastavené řešení přitom dokáže finančnímu oddělení přidat víc práce, než ušetří. Díky tomu, že sami účtujeme pro stovky klientů, víme, na čem v praxi záleží.

## Průběh implementace

- analýza současných procesů a požadavků na reporting,
- výběr systému a porovnání nabídek dodavatelů,
- nastavení účtového rozvrhu, středisek a schvalovacích procesů,
- migrace dat a paralelní provoz,
- školení uživatelů a podpora po spuštění.

## Se kterými systémy pracujeme

Máme zkušenosti s rozšířenými českými účetními systémy i s mezinárodními ERP řešeními. Nejsme prodejcem licencí, a proto doporučujeme to, co vám skutečně vyhovuje.

Projekty vede [Ing. Michal Doležal](app://person/9).`,
      faq: [
        {
          question: 'Jak dlouho implementace trvá?',
          answer: 'U menší firmy zhruba dva až tři měsíce, u skupiny s více společnostmi půl roku i déle. Přechod doporučujeme plánovat k začátku účetního období.',
        },
        { question: 'Převedete i historická data?', answer: 'Ano, standardně převádíme počáteční zůstatky a otevřené položky, na přání i historii dokladů za předchozí roky.' },
      ],
      intro_popup: null,
    },
    en: {
      slug: 'accounting-system-implementation',
      name: 'Accounting system implementation',
      perex: 'We help you choose and roll out an accounting or ERP system that fits the size and processes of your company.',
      body: `A new accounting system is an investment for years to come. A poorly chosen or configured solution can create more work for the finance team than it saves. Because we keep the books for hundreds of clients ourselves, we know what matters in practice.

## How implementation works

- analysis of current processes and reporting requirements,
- system selection and comparison of vendor proposals,
- chart of accounts, cost centres and approval workflows,
- data migration and a parallel run,
- user training and post-launch support.

## Systems we work with

We have experience with widely used Czech accounting systems as well as international ERP solutions. We do not sell licences, so we recommend what genuinely suits you.

Projects are led by [Michal Doležal](app://person/9).`,
      faq: [
        {
          question: 'How long does an implementation take?',
          answer: 'Around two to three months for a smaller company and six months or more for a group with several entities. We recommend switching at the start of a financial year.',
        },
        { question: 'Will you migrate historical data?', answer: 'Yes, we always migrate opening balances and open items and, on request, the document history of previous years.' },
      ],
      intro_popup: null,
    },
  },
  {
    id: 112,
    updated_at: '2026-05-09T09:16:00+02:00',
    group_id: 24,
    image: null,
    sort: 2,
    contact_person_ids: [9],
    cs: {
      slug: 'automatizace-a-reporting',
      name: 'Automatizace a reporting',
      perex: 'Propojíme vaše systémy a postavíme manažerské přehledy, které se aktualizují samy.',
      body: `Pokud vaše controllerka každý měsíc tráví dny skládáním tabulek z exportů, je čas na automatizaci. Data z účetnictví, mezd, CRM nebo e-shopu propojíme do jednoho datového modelu a nad ním postavíme přehledy, které vedení skutečně čte.

## Co umíme

- propojení systémů přes API a pravidelné importy dat,
- datový sklad pro skupinu více společností,
- dashboardy v Power BI – tržby, marže, cash flow, pohledávky,
- automatické párování plateb a upomínky,
- robotizaci opakovaných úkolů ve financích.

Reporting navazuje na [controlling a manažerský reporting](app://service/124) našich účetních, kteří se postarají, aby čísla v přehledech odpovídala účetnictví.`,
      faq: [
        { question: 'Potřebujeme vlastní IT oddělení?', answer: 'Ne. Řešení provozujeme v cloudu a jeho údržbu můžeme převzít; vaši lidé pracují jen s hotovými přehledy.' },
        { question: 'Kolik stojí licence Power BI?', answer: 'Licence se platí za uživatele měsíčně. Pro menší týmy často stačí několik licencí pro autory a sdílení přehledů přes web.' },
      ],
      intro_popup: null,
    },
    en: {
      slug: 'automation-and-reporting',
      name: 'Automation and reporting',
      perex: 'We connect your systems and build management dashboards that update themselves.',
      body: `If your controller spends days every month putting together spreadsheets from exports, it is time to automate. We bring data from accounting, payroll, CRM or your e-shop into a single data model and build dashboards on top of it that management actually reads.

## What we can do

- system integration via APIs and scheduled data imports,
- a data warehouse for a group of companies,
- Power BI dashboards – revenue, margins, cash flow, receivables,
- automatic payment matching and reminders,
- robotic automation of repetitive finance tasks.

Reporting ties in with the [controlling and management reporting](app://service/124) provided by our accountants, who make sure the figures match the books.`,
      faq: [
        { question: 'Do we need our own IT department?', answer: 'No. We run the solution in the cloud and can take over its maintenance; your people simply work with the finished dashboards.' },
        { question: 'How much does a Power BI licence cost?', answer: 'Licences are paid per user per month. Smaller teams often need just a few author licences and share reports on the web.' },
      ],
      intro_popup: null,
    },
  },
  {
    id: 113,
    updated_at: '2026-04-16T10:29:00+02:00',
    group_id: 24,
    image: null,
    sort: 3,
    contact_person_ids: [26, 9],
    cs: {
      slug: 'elektronicka-fakturace-a-digitalizace-dokladu',
      name: 'Elektronická fakturace a digitalizace dokladů',
      perex: 'Zbavíme vás papírových faktur – od vytěžování dokladů po elektronický archiv, který obstojí při kontrole.',
      body: `Papírové faktury se ztrácejí, čekají na podpis a zabírají místo v archivu. Digitalizace dokladů zrychlí schvalování, zpřehlední závazky a připraví vás na povinnou elektronickou fakturaci, kterou chystá Evropská unie.

## Co zavádíme

- příjem faktur e-mailem a jejich automatické vytěžení,
- elektronický schvalovací oběh s historií,
- odesílání faktur ve strukturovaném formátu ISDOC nebo Peppol,
- archivaci dokladů v souladu se zákonem o účetnictví a zákonem o DPH,
- napojení na účetní systém a bankovnictví.

## Na co nezapomenout

Elektronický archiv musí zajistit věrohodnost původu a neporušenost obsahu dokladů po celou dobu archivace – u DPH deset let. Správně nastavený proces to splní bez tisknutí.

Chcete vědět, jak začít? [Kontaktujte nás](app://route/contacts).`,
      faq: [
        {
          question: 'Musíme papírové originály uchovávat i po naskenování?',
          answer: 'Pokud převod do elektronické podoby splňuje zákonné požadavky na věrohodnost a neporušenost, originál uchovávat nemusíte. Proces vám pomůžeme nastavit a zdokumentovat.',
        },
        {
          question: 'Je elektronická fakturace v Česku povinná?',
          answer: 'Zatím ne, s výjimkou plnění pro některé veřejné zadavatele. Evropská unie ale povinnou elektronickou fakturaci pro přeshraniční obchod připravuje, takže se vyplatí začít včas.',
        },
      ],
      intro_popup: null,
    },
    en: {
      slug: 'e-invoicing-and-document-digitisation',
      name: 'E-invoicing and document digitisation',
      perex: 'We help you get rid of paper invoices – from data capture to an electronic archive that stands up to inspection.',
      body: `Paper invoices get lost, wait for signatures and take up archive space. Digitising documents speeds up approvals, gives you a clearer view of payables and prepares you for the mandatory e-invoicing the European Union is planning.

## What we put in place

- receipt of invoices by e-mail and automatic data capture,
- an electronic approval workflow with a full audit trail,
- issuing invoices in the structured ISDOC or Peppol formats,
- archiving in line with the Czech Accounting Act and VAT Act,
- integration with your accounting system and online banking.

## What to keep in mind

An electronic archive must ensure the authenticity of origin and integrity of content for the whole retention period – ten years for VAT. A properly designed process meets this without printing anything.

Want to know where to start? [Contact us](app://route/contacts).`,
      faq: [
        {
          question: 'Do we have to keep paper originals after scanning?',
          answer: 'If the conversion meets the legal requirements for authenticity and integrity, you do not need to keep the original. We will help you set up and document the process.',
        },
        {
          question: 'Is e-invoicing mandatory in the Czech Republic?',
          answer: 'Not yet, except for supplies to some public bodies. The EU is, however, preparing mandatory e-invoicing for cross-border trade, so it pays to start early.',
        },
      ],
      intro_popup: null,
    },
  },
  // --- 23 Company formation and management ----------------------------------------------------
  {
    id: 114,
    updated_at: '2026-03-23T11:42:00+01:00',
    group_id: 23,
    image: '/media/services/setting-up-a-limited-liability-company.svg',
    sort: 1,
    contact_person_ids: [21],
    cs: {
      slug: 'zalozeni-spolecnosti-s-rucenim-omezenym',
      name: 'Založení společnosti s ručením omezeným',
      perex: 'Založíme vám s.r.o. na klíč – od společenské smlouvy po zápis do obchodního rejstříku a registraci k daním.',
      body: `Společnost s ručením omezeným je v Česku nejčastější formou podnikání. Základní kapitál může být jen 1 Kč, přesto je potřeba správně nastavit společenskou smlouvu, jednatele a podíly – pozdější změny jsou dražší než dobrý začátek.

## Co zajistíme

- návrh společenské smlouvy a notářský zápis,
- živnostenská oprávnění a výpisy z rejstříku trestů,
- zápis do obchodního rejstříku přímo u notáře,
- zápis skutečného majitele,
- registraci k dani z příjmů, DPH a jako zaměstnavatel,
- založení bankovního účtu a datové schránky.

## Pro zahraniční zakladatele

Zahraničním klientům zajistíme ověřené překlady, apostily a plné moci tak, aby nemuseli do Česka cestovat. Firmu můžete mít hotovou do deseti pracovních dnů.

Sídlo pro novou firmu nabízíme v rámci služby [sídlo firmy a smart office](app://service/115).`,
      faq: [
        { question: 'Jak dlouho založení trvá?', answer: 'Obvykle pět až deset pracovních dnů od dodání podkladů. Nejdéle trvá vyřízení živnostenských oprávnění u vázaných živností.' },
        {
          question: 'Mohu založit firmu, když nejsem občanem EU?',
          answer: 'Ano. Zahraniční osoba může být společníkem i jednatelem; pro vízum ale samotné založení firmy nestačí, to posoudíme zvlášť.',
        },
      ],
      intro_popup: {
        title: 'Zakládáte firmu?',
        text: 'Připravíme všechno za vás a nová s.r.o. může být zapsaná do deseti pracovních dnů. Včetně sídla a účetnictví od prvního dne.',
        cta: 'Chci založit firmu',
      },
    },
    en: {
      slug: 'setting-up-a-limited-liability-company',
      name: 'Setting up a limited liability company',
      perex: 'We set up your s.r.o. from start to finish – from the memorandum of association to registration and tax registration.',
      body: `The limited liability company (s.r.o.) is the most common business form in the Czech Republic. The share capital can be as low as CZK 1, yet the memorandum, directors and shares need to be set up properly – changes later cost more than a good start.

## What we take care of

- the memorandum of association and the notarial deed,
- trade licences and criminal record extracts,
- registration in the Commercial Register directly by the notary,
- registration of the beneficial owner,
- registration for income tax, VAT and as an employer,
- opening a bank account and a data box.

## For foreign founders

For foreign clients we arrange certified translations, apostilles and powers of attorney so they do not need to travel to the Czech Republic. Your company can be ready within ten working days.

A registered office for your new company is available through our [registered office and smart office](app://service/115) service.`,
      faq: [
        { question: 'How long does incorporation take?', answer: 'Usually five to ten working days from receiving the documents. Regulated trade licences take the longest.' },
        {
          question: 'Can I set up a company if I am not an EU citizen?',
          answer: 'Yes. A foreign person can be a shareholder and a director; setting up a company alone is not enough for a visa, though, and we assess that separately.',
        },
      ],
      intro_popup: {
        title: 'Starting a company?',
        text: 'We prepare everything for you and your new s.r.o. can be registered within ten working days – with a registered office and accounting from day one.',
        cta: 'Set up my company',
      },
    },
  },
  {
    id: 115,
    updated_at: '2026-02-02T12:55:00+01:00',
    group_id: 23,
    image: null,
    sort: 2,
    contact_person_ids: [21],
    cs: {
      slug: 'sidlo-firmy-a-smart-office',
      name: 'Sídlo firmy a smart office',
      perex: 'Reprezentativní sídlo v Praze nebo Brně se správou pošty, datové schránky a zasedací místností k pronájmu.',
      body: `Ne každá firma potřebuje vlastní kancelář, ale každá potřebuje sídlo, kam jí chodí pošta a kde ji úřady zastihnou. Smart office spojuje sídlo s administrativou, kterou byste jinak museli řešit sami.

## Co služba obsahuje

- sídlo na adrese Sokolovská 1280/44, Praha 8, nebo Údolní 612/17, Brno,
- příjem, skenování a přeposílání pošty,
- správu datové schránky a upozornění na důležité zprávy,
- zasedací místnost pro jednání s klienty,
- souhlas vlastníka nemovitosti pro zápis do obchodního rejstříku.

## Varianty

| Varianta | Obsah |
|---|---|
| Sídlo | adresa a příjem pošty |
| Sídlo plus | skenování pošty a správa datové schránky |
| Smart office | vše výše + zasedací místnost 8 hodin měsíčně |

Sídlo rádi propojíme s [vedením účetnictví](app://service/121).`,
      faq: [
        { question: 'Je virtuální sídlo legální?', answer: 'Ano, pokud máte souhlas vlastníka nemovitosti a je zajištěno doručování písemností. Obojí je součástí naší služby.' },
        { question: 'Budou nám naskenované dopisy chodit hned?', answer: 'Poštu zpracováváme každý pracovní den a naskenované zásilky vám pošleme do 24 hodin od doručení.' },
      ],
      intro_popup: null,
    },
    en: {
      slug: 'registered-office-and-smart-office',
      name: 'Registered office and smart office',
      perex: 'A prestigious registered office in Prague or Brno with mail handling, data box management and a meeting room to rent.',
      body: `Not every company needs its own office, but every company needs a registered address where its mail arrives and where the authorities can reach it. Smart office combines the registered office with administration you would otherwise have to handle yourself.

## What the service includes

- a registered office at Sokolovská 1280/44, Prague 8, or Údolní 612/17, Brno,
- receiving, scanning and forwarding mail,
- management of your data box with alerts for important messages,
- a meeting room for client meetings,
- the property owner's consent for the Commercial Register.

## Packages

| Package | What you get |
|---|---|
| Registered office | address and mail receipt |
| Registered office plus | mail scanning and data box management |
| Smart office | all of the above + meeting room 8 hours a month |

We are happy to combine the registered office with [bookkeeping](app://service/121).`,
      faq: [
        { question: 'Is a virtual registered office legal?', answer: "Yes, as long as you have the property owner's consent and documents can be delivered. Both are part of our service." },
        { question: 'How quickly do we get scanned letters?', answer: 'We process mail every working day and send you scans within 24 hours of delivery.' },
      ],
      intro_popup: null,
    },
  },
  {
    id: 116,
    updated_at: '2026-01-09T13:08:00+01:00',
    group_id: 23,
    image: null,
    sort: 3,
    contact_person_ids: [21],
    cs: {
      slug: 'zmeny-v-obchodnim-rejstriku',
      name: 'Změny v obchodním rejstříku',
      perex: 'Zajistíme změny jednatelů, společníků, sídla i základního kapitálu a hlídáme evidenci skutečných majitelů.',
      body: `Obchodní rejstřík musí odpovídat skutečnosti a za neaktuální údaje hrozí pokuta i komplikace u bank. Změny připravíme včetně všech rozhodnutí a podáme je tak, aby byly zapsány co nejrychleji.

## Nejčastější změny

- změna jednatele nebo člena představenstva,
- převod obchodního podílu a změna společníků,
- přemístění sídla,
- zvýšení nebo snížení základního kapitálu,
- změna předmětu podnikání,
- aktualizace údajů v evidenci skutečných majitelů.

Vedle změn zajišťujeme i běžnou korporátní agendu – valné hromady, schválení účetní závěrky a její založení do sbírky listin.`,
      faq: [
        {
          question: 'Jaká je lhůta pro zápis změny?',
          answer: 'Návrh na zápis změny je třeba podat bez zbytečného odkladu, zpravidla do 15 dnů od změny. Zápis přes notáře probíhá obvykle ještě týž den.',
        },
        {
          question: 'Co když firma nemá zapsaného skutečného majitele?',
          answer: 'Hrozí pokuta až 500 000 Kč a společnost nemůže vykonávat hlasovací práva. Zápis proto doporučujeme zkontrolovat při každé změně společníků.',
        },
      ],
      intro_popup: null,
    },
    en: {
      slug: 'commercial-register-changes',
      name: 'Commercial register changes',
      perex: 'We handle changes of directors, shareholders, registered office and share capital and keep the beneficial owner register up to date.',
      body: `The Commercial Register must reflect reality, and out-of-date entries can lead to fines and problems with banks. We prepare the changes, including all resolutions, and file them so they are registered as quickly as possible.

## Most common changes

- a new managing director or board member,
- transfer of an ownership interest and changes of shareholders,
- moving the registered office,
- increase or decrease of share capital,
- change of business activities,
- updates to the register of beneficial owners.

Besides changes, we handle routine corporate housekeeping – general meetings, approval of the financial statements and filing them in the Collection of Deeds.`,
      faq: [
        {
          question: 'What is the deadline for registering a change?',
          answer: 'A change must be filed without undue delay, usually within 15 days. Registration through a notary typically happens on the same day.',
        },
        {
          question: 'What if the company has no registered beneficial owner?',
          answer: 'It faces a fine of up to CZK 500,000 and cannot exercise its voting rights. We recommend checking the entry whenever shareholders change.',
        },
      ],
      intro_popup: null,
    },
  },
  {
    id: 117,
    updated_at: '2026-06-16T14:21:00+02:00',
    group_id: 23,
    image: null,
    sort: 4,
    contact_person_ids: [21, 3],
    cs: {
      slug: 'likvidace-spolecnosti',
      name: 'Likvidace společnosti',
      perex: 'Provedeme firmu likvidací od rozhodnutí o zrušení až po výmaz z obchodního rejstříku.',
      body: `Nečinná firma stále stojí peníze – účetnictví, přiznání, audit nebo sídlo. Pokud už společnost nepotřebujete, je likvidace čistým řešením, po kterém nezůstanou žádné otevřené závazky.

## Průběh likvidace

1. rozhodnutí valné hromady o zrušení s likvidací a jmenování likvidátora,
2. zápis likvidace do obchodního rejstříku a oznámení věřitelům,
3. zahajovací likvidační rozvaha a daňové přiznání,
4. vypořádání závazků, prodej majetku a vymáhání pohledávek,
5. konečná zpráva, rozdělení likvidačního zůstatku a výmaz.

## Co zajistíme

- funkci likvidátora nebo podporu vámi jmenovaného likvidátora,
- účetnictví a daně po celou dobu likvidace,
- souhlas finančního úřadu s výmazem.

Likvidace obvykle trvá šest až dvanáct měsíců. Předběžnou kalkulaci vám připravíme po [úvodní konzultaci](app://route/contacts).`,
      faq: [
        {
          question: 'Lze zlikvidovat firmu, která má dluhy?',
          answer: 'Pokud majetek nestačí na úhradu všech dluhů, musí likvidátor podat insolvenční návrh. Likvidace je proto vhodná pro firmy, které mohou závazky vyrovnat.',
        },
        {
          question: 'Můžeme firmu místo likvidace prodat?',
          answer: 'Ano, prodej nečinné společnosti s čistou historií je někdy rychlejší. Záleží ale na tom, zda firma nemá skryté závazky, a kupující si ji obvykle prověří.',
        },
      ],
      intro_popup: null,
    },
    en: {
      slug: 'company-liquidation',
      name: 'Company liquidation',
      perex: 'We take your company through liquidation, from the decision to dissolve it to its deletion from the Commercial Register.',
      body: `A dormant company still costs money – accounting, tax returns, audits and a registered office. If you no longer need the company, liquidation is a clean solution that leaves no open liabilities behind.

## How liquidation works

1. the general meeting decides to dissolve the company and appoints a liquidator,
2. the liquidation is registered and creditors are notified,
3. an opening liquidation balance sheet and tax return are prepared,
4. liabilities are settled, assets sold and receivables collected,
5. a final report, distribution of the remaining assets and deletion from the register.

## What we provide

- acting as liquidator or supporting the liquidator you appoint,
- accounting and tax throughout the liquidation,
- the tax office's consent to deletion.

Liquidation usually takes six to twelve months. We will give you an estimate after an [initial consultation](app://route/contacts).`,
      faq: [
        {
          question: 'Can a company with debts be liquidated?',
          answer: 'If the assets are not enough to pay all debts, the liquidator must file for insolvency. Liquidation is therefore suitable for companies that can settle their liabilities.',
        },
        {
          question: 'Can we sell the company instead of liquidating it?',
          answer: 'Yes, selling a dormant company with a clean history is sometimes quicker. It depends on whether the company has hidden liabilities, and buyers usually check it carefully.',
        },
      ],
      intro_popup: null,
    },
  },
  // --- 28 ESG and compliance ------------------------------------------------------------------
  {
    id: 118,
    updated_at: '2026-05-23T15:34:00+02:00',
    group_id: 28,
    image: '/media/services/csrd-sustainability-reporting.svg',
    sort: 1,
    contact_person_ids: [19, 2],
    cs: {
      slug: 'esg-reporting-podle-csrd',
      name: 'ESG reporting podle CSRD',
      perex: 'Provedeme vás analýzou dvojí významnosti a připravíme zprávu o udržitelnosti podle standardů ESRS.',
      body: `Směrnice CSRD přinesla povinné vykazování informací o udržitelnosti pro velké podniky a postupně i pro další firmy. I když se vás povinnost zatím netýká přímo, data o vás budou chtít banky a odběratelé, kteří reportovat musí.

## Jak postupujeme

- posouzení, zda a od kdy se vás povinnost týká,
- analýza dvojí významnosti – dopady firmy na okolí a rizika pro firmu,
- výběr relevantních ukazatelů ze standardů ESRS,
- nastavení sběru dat a odpovědností ve firmě,
- sestavení zprávy o udržitelnosti jako součásti výroční zprávy,
- příprava na ověření zprávy auditorem.

## Dobrovolný reporting pro menší firmy

Pro firmy mimo povinnost CSRD připravujeme zjednodušený report podle dobrovolného standardu VSME. Odpoví na dotazníky bank a odběratelů a nebude vás stát zbytečně mnoho práce.

Podkladem pro environmentální část bývá [výpočet uhlíkové stopy](app://service/119).`,
      faq: [
        {
          question: 'Týká se nás CSRD?',
          answer: 'Povinnost mají velké podniky splňující zákonná kritéria velikosti; harmonogram se po novele z roku 2025 posunul. Posouzení pro vaši firmu uděláme zdarma v rámci úvodní schůzky.',
        },
        { question: 'Musí zprávu o udržitelnosti někdo ověřit?', answer: 'Ano, zpráva podléhá ověření s omezenou mírou ujištění, které provádí auditor.' },
        { question: 'Co když nemáme data za minulé roky?', answer: 'První zpráva může obsahovat omezené srovnávací údaje. Důležité je nastavit sběr dat tak, aby byl od prvního roku spolehlivý.' },
      ],
      intro_popup: {
        title: 'Chtějí po vás ESG data?',
        text: 'Banky i odběratelé se ptají na emise a řízení firmy. Pomůžeme vám odpovědět rychle a bez zbytečné byrokracie.',
        cta: 'Chci ESG konzultaci',
      },
    },
    en: {
      slug: 'csrd-sustainability-reporting',
      name: 'CSRD sustainability reporting',
      perex: 'We guide you through the double materiality assessment and prepare a sustainability statement under the ESRS standards.',
      body: `The CSRD directive introduced mandatory sustainability reporting for large companies and, gradually, for others. Even if the obligation does not yet apply to you directly, banks and customers who do have to report will ask you for data.

## How we proceed

- assessing whether and from when the obligation applies to you,
- double materiality assessment – your impact on the world and the risks to your business,
- selecting relevant data points from the ESRS standards,
- setting up data collection and responsibilities within the company,
- drafting the sustainability statement as part of the annual report,
- preparing for assurance by an auditor.

## Voluntary reporting for smaller companies

For companies outside the CSRD scope, we prepare a simplified report under the voluntary VSME standard. It answers questionnaires from banks and customers without creating unnecessary work.

The environmental section is usually based on a [carbon footprint calculation](app://service/119).`,
      faq: [
        {
          question: 'Does the CSRD apply to us?',
          answer:
            'The obligation applies to large undertakings meeting the statutory size criteria; the timeline was postponed by the 2025 amendment. We assess your company free of charge at the introductory meeting.',
        },
        { question: 'Does the sustainability statement need to be verified?', answer: 'Yes, it is subject to limited assurance provided by an auditor.' },
        {
          question: 'What if we have no data for previous years?',
          answer: 'The first statement may contain limited comparative information. What matters is setting up reliable data collection from the first year.',
        },
      ],
      intro_popup: {
        title: 'Being asked for ESG data?',
        text: 'Banks and customers are asking about emissions and governance. We help you respond quickly and without unnecessary red tape.',
        cta: 'Book an ESG consultation',
      },
    },
  },
  {
    id: 119,
    updated_at: '2026-04-02T16:47:00+02:00',
    group_id: 28,
    image: null,
    sort: 2,
    contact_person_ids: [19],
    cs: {
      slug: 'uhlikova-stopa',
      name: 'Uhlíková stopa',
      perex: 'Spočítáme emise skleníkových plynů vaší firmy podle GHG Protocol a navrhneme realistický plán jejich snižování.',
      body: `Uhlíková stopa je nejčastějším ukazatelem, který po firmách chtějí odběratelé a banky. Výpočet podle metodiky GHG Protocol vám ukáže, kde vaše emise vznikají a kde má smysl začít s úsporami.

## Rozsah výpočtu

- **Scope 1** – přímé emise z vlastních zdrojů, například kotlů a vozového parku,
- **Scope 2** – emise z nakoupené elektřiny a tepla,
- **Scope 3** – emise v dodavatelském řetězci, dopravě a při používání výrobků.

## Co dostanete

- výpočet za zvolený rok s popisem metodiky a zdrojů dat,
- přehled největších zdrojů emisí,
- návrh cílů a opatření ke snižování emisí,
- podklady pro [reporting podle CSRD](app://service/118) nebo dotazníky odběratelů.`,
      faq: [
        { question: 'Musíme počítat i Scope 3?', answer: 'Pro dotazníky odběratelů obvykle stačí Scope 1 a 2. Scope 3 je ale často největší částí emisí a CSRD ho u významných kategorií vyžaduje.' },
        { question: 'Jaká data budeme potřebovat?', answer: 'Faktury za energie, spotřebu paliv, údaje o služebních cestách a nákupech. Seznam vám připravíme podle oboru.' },
      ],
      intro_popup: null,
    },
    en: {
      slug: 'carbon-footprint',
      name: 'Carbon footprint',
      perex: "We calculate your company's greenhouse gas emissions under the GHG Protocol and propose a realistic reduction plan.",
      body: `The carbon footprint is the indicator customers and banks ask for most often. A calculation following the GHG Protocol shows where your emissions come from and where it makes sense to start cutting them.

## Scope of the calculation

- **Scope 1** – direct emissions from your own sources, such as boilers and the vehicle fleet,
- **Scope 2** – emissions from purchased electricity and heat,
- **Scope 3** – emissions in the supply chain, transport and use of products.

## What you receive

- a calculation for the chosen year with a description of the methodology and data sources,
- an overview of the largest emission sources,
- proposed targets and reduction measures,
- input for [CSRD reporting](app://service/118) or customer questionnaires.`,
      faq: [
        {
          question: 'Do we have to include Scope 3?',
          answer: 'Customer questionnaires usually only need Scope 1 and 2. Scope 3, however, is often the largest share of emissions, and the CSRD requires it for significant categories.',
        },
        { question: 'What data will we need?', answer: 'Energy invoices, fuel consumption, business travel and purchasing data. We will prepare a checklist for your industry.' },
      ],
      intro_popup: null,
    },
  },
  {
    id: 120,
    updated_at: '2026-03-09T09:00:00+01:00',
    group_id: 28,
    image: null,
    sort: 3,
    contact_person_ids: [2, 19],
    cs: {
      slug: 'whistleblowing-a-compliance-program',
      name: 'Whistleblowing a compliance program',
      perex: 'Zavedeme vnitřní oznamovací systém podle zákona o ochraně oznamovatelů a compliance program na míru vaší firmě.',
      body: `Zaměstnavatelé s alespoň 50 zaměstnanci musí mít vnitřní oznamovací systém a určenou příslušnou osobu. Dobře nastavený systém přitom není jen povinnost – je to nejlevnější způsob, jak se o problémech dozvědět dřív, než přerostou v krizi.

## Co zajistíme

- nastavení oznamovacích kanálů a vnitřního předpisu,
- výkon funkce příslušné osoby jako externí služba,
- etický kodex a protikorupční pravidla,
- AML postupy pro povinné osoby,
- školení zaměstnanců a vedení.

Při prošetřování závažných oznámení spolupracujeme s kolegy z [forenzního auditu](app://service-group/26).`,
      faq: [
        { question: 'Může být příslušnou osobou někdo mimo firmu?', answer: 'Ano. Externí příslušná osoba je častou volbou, protože zaměstnancům dává větší jistotu nestrannosti.' },
        { question: 'Jaká je pokuta za chybějící oznamovací systém?', answer: 'Zákon umožňuje uložit pokutu až 1 000 000 Kč.' },
      ],
      intro_popup: null,
    },
    en: {
      slug: 'whistleblowing-and-compliance-programme',
      name: 'Whistleblowing and compliance programme',
      perex: 'We set up an internal whistleblowing system under the Whistleblower Protection Act and a compliance programme tailored to your company.',
      body: `Employers with at least 50 employees must have an internal whistleblowing system and a designated competent person. A well-designed system is more than an obligation, though – it is the cheapest way to learn about problems before they turn into a crisis.

## What we provide

- reporting channels and an internal policy,
- the role of the competent person as an external service,
- a code of ethics and anti-bribery rules,
- AML procedures for obliged entities,
- training for staff and management.

When serious reports need to be investigated, we work with our [forensic audit](app://service-group/26) colleagues.`,
      faq: [
        {
          question: 'Can the competent person be someone outside the company?',
          answer: 'Yes. An external competent person is a common choice because it gives employees greater confidence in impartiality.',
        },
        { question: 'What is the fine for not having a whistleblowing system?', answer: 'The law allows a fine of up to CZK 1,000,000.' },
      ],
      intro_popup: null,
    },
  },
  // --- 19 Accounting --------------------------------------------------------------------------
  {
    id: 121,
    updated_at: '2026-02-16T10:13:00+01:00',
    group_id: 19,
    image: '/media/services/bookkeeping.svg',
    sort: 1,
    contact_person_ids: [15, 4],
    cs: {
      slug: 'vedeni-ucetnictvi',
      name: 'Vedení účetnictví',
      perex: 'Kompletní vedení podvojného účetnictví včetně DPH, mzdových návazností a přístupu k datům online.',
      body: `Vedení účetnictví svěřené odborníkům vám vrátí čas na řízení firmy. Doklady nám posíláte elektronicky, my je zaúčtujeme, ohlídáme termíny a každý měsíc vám pošleme přehled, ze kterého je vidět, jak si firma stojí.

## Co služba zahrnuje

- zpracování přijatých a vydaných faktur, pokladny a bankovních výpisů,
- evidenci majetku a výpočet odpisů,
- přiznání k DPH a kontrolní hlášení,
- měsíční uzávěrku a přehled hospodaření,
- komunikaci s finančním úřadem a dalšími institucemi,
- elektronický archiv dokladů dostupný online.

## Jak spolupracujeme

Každý klient má přiděleného hlavního účetního a zástupce. Doklady můžete nahrávat do sdíleného úložiště, posílat e-mailem nebo je necháme vytěžit automaticky. Na dotazy odpovídáme nejpozději do dvou pracovních dnů.

Účetnictví navazuje na [zpracování mezd](app://service/137) a [daňová přiznání](app://service/101), takže všechno máte u jednoho partnera.`,
      faq: [
        { question: 'Do kdy potřebujete doklady za uplynulý měsíc?', answer: 'Ideálně do 10. dne následujícího měsíce. Díky tomu stihneme přiznání k DPH i kontrolní hlášení s rezervou.' },
        { question: 'Jak se počítá cena?', answer: 'Cenu stanovujeme měsíčním paušálem podle počtu dokladů a rozsahu služeb. Nabídku připravíme po krátkém rozhovoru o vaší firmě.' },
        {
          question: 'Jak probíhá převzetí od současné účetní?',
          answer: 'Převzetí naplánujeme k začátku měsíce nebo čtvrtletí, převezmeme zůstatky a zkontrolujeme otevřené položky. S předchozí účetní se domluvíme sami.',
        },
      ],
      intro_popup: {
        title: 'Hledáte spolehlivou účetní?',
        text: 'Převezmeme vaše účetnictví hladce a bez výpadku. Stačí nám říct, od kdy.',
        cta: 'Poptat vedení účetnictví',
      },
    },
    en: {
      slug: 'bookkeeping',
      name: 'Bookkeeping',
      perex: 'Full double-entry bookkeeping, including VAT, payroll links and online access to your data.',
      body: `Entrusting your bookkeeping to professionals gives you back time to run your business. You send us documents electronically, we post them, keep track of deadlines and send you a monthly overview showing how the company is doing.

## What the service includes

- processing of purchase and sales invoices, cash and bank statements,
- fixed asset register and depreciation,
- VAT returns and control statements,
- monthly closing and a summary of results,
- communication with the tax office and other institutions,
- an electronic document archive available online.

## How we work together

Every client has a lead accountant and a deputy. You can upload documents to a shared folder, send them by e-mail or have them captured automatically. We reply to questions within two working days at the latest.

Bookkeeping ties in with [payroll](app://service/137) and [tax returns](app://service/101), so everything is handled by one partner.`,
      faq: [
        {
          question: 'When do you need the documents for the previous month?',
          answer: 'Ideally by the 10th of the following month, so we can file the VAT return and control statement with time to spare.',
        },
        {
          question: 'How is the fee calculated?',
          answer: 'We charge a monthly flat fee based on the number of documents and the scope of services. We will prepare a proposal after a short conversation about your company.',
        },
        {
          question: 'How does the handover from our current accountant work?',
          answer: 'We plan the handover for the start of a month or quarter, take over the balances and check open items. We arrange everything with your previous accountant ourselves.',
        },
      ],
      intro_popup: {
        title: 'Looking for a reliable accountant?',
        text: 'We take over your bookkeeping smoothly, with no gaps. Just tell us when to start.',
        cta: 'Request a bookkeeping quote',
      },
    },
  },
  {
    id: 122,
    updated_at: '2026-01-23T11:26:00+01:00',
    group_id: 19,
    image: null,
    sort: 2,
    contact_person_ids: [4, 25],
    cs: {
      slug: 'ucetni-zaverka-a-vyrocni-zprava',
      name: 'Účetní závěrka a výroční zpráva',
      perex: 'Sestavíme roční účetní závěrku, přílohu i výroční zprávu a připravíme je pro audit a zveřejnění.',
      body: `Roční účetní závěrka je vizitkou firmy pro banky, obchodní partnery i finanční úřad. Zajistíme, aby byla správně, včas a v podobě, která obstojí i před auditorem.

## Co zajistíme

- inventarizaci majetku a závazků,
- časové rozlišení, dohadné položky, rezervy a opravné položky,
- výpočet splatné a [odložené daně](app://glossary/4),
- rozvahu, výkaz zisku a ztráty a přílohu,
- výroční zprávu a zprávu o vztazích,
- zveřejnění ve sbírce listin.

## Harmonogram

| Krok | Obvyklý termín |
|---|---|
| Inventarizace | prosinec–leden |
| Sestavení závěrky | únor–březen |
| Audit | březen–květen |
| Přiznání a zveřejnění | do 1. července |

Závěrku ověří naši kolegové v rámci [statutárního auditu](app://service/107), pokud jej potřebujete.`,
      faq: [
        {
          question: 'Musíme závěrku zveřejnit?',
          answer: 'Ano, obchodní korporace ji zakládají do sbírky listin obchodního rejstříku. Malé účetní jednotky bez povinnosti auditu nemusí zveřejňovat výkaz zisku a ztráty.',
        },
        { question: 'Co je zpráva o vztazích?', answer: 'Zprávu o vztazích mezi ovládající a ovládanou osobou sestavuje každá ovládaná společnost do tří měsíců od konce účetního období.' },
      ],
      intro_popup: null,
    },
    en: {
      slug: 'financial-statements-and-annual-report',
      name: 'Financial statements and annual report',
      perex: 'We prepare the annual financial statements, notes and annual report and get them ready for audit and publication.',
      body: `The annual financial statements are a company's calling card for banks, business partners and the tax office. We make sure they are correct, on time and in a form that satisfies the auditor.

## What we provide

- inventory of assets and liabilities,
- accruals, estimated items, provisions and allowances,
- calculation of current and [deferred tax](app://glossary/4),
- balance sheet, profit and loss account and notes,
- the annual report and the related-party report,
- filing in the Collection of Deeds.

## Timetable

| Step | Usual timing |
|---|---|
| Inventory | December–January |
| Preparing the statements | February–March |
| Audit | March–May |
| Tax return and filing | by 1 July |

If you need an audit, our colleagues can verify the statements as part of a [statutory audit](app://service/107).`,
      faq: [
        {
          question: 'Do we have to publish the financial statements?',
          answer: 'Yes, business corporations file them in the Collection of Deeds. Small entities without an audit obligation do not have to publish the profit and loss account.',
        },
        {
          question: 'What is a related-party report?',
          answer: 'Every controlled company prepares a report on relations between the controlling and controlled entities within three months of the year end.',
        },
      ],
      intro_popup: null,
    },
  },
  {
    id: 123,
    updated_at: '2026-06-02T12:39:00+02:00',
    group_id: 19,
    image: null,
    sort: 3,
    contact_person_ids: [4],
    cs: {
      slug: 'reporting-podle-ifrs',
      name: 'Reporting podle IFRS',
      perex: 'Připravíme výkazy podle IFRS pro mateřskou společnost nebo pro konsolidaci a převedeme české účetnictví na mezinárodní standardy.',
      body: `Dceřiné společnosti zahraničních skupin obvykle vedou účetnictví podle českých předpisů a zároveň reportují mateřské firmě podle IFRS. Rozdíly mezi oběma systémy jsou zásadní – u leasingů, výnosů ze smluv se zákazníky i finančních nástrojů.

## Co nabízíme

- měsíční a čtvrtletní reporting do skupinových systémů,
- převodové můstky mezi českými standardy a IFRS,
- konsolidaci skupiny a eliminace vnitroskupinových transakcí,
- posouzení dopadu standardů IFRS 15 a IFRS 16,
- sestavení účetní závěrky podle IFRS.

Reporting připravujeme v angličtině a v termínech skupiny. Výkazy podle IFRS ověřujeme i v rámci [auditu](app://service-group/18).`,
      faq: [],
      intro_popup: null,
    },
    en: {
      slug: 'ifrs-reporting',
      name: 'IFRS reporting',
      perex: 'We prepare IFRS reporting packages for your parent company or for consolidation and convert Czech accounts to international standards.',
      body: `Subsidiaries of foreign groups usually keep their books under Czech accounting rules while reporting to the parent under IFRS. The differences between the two frameworks are significant – for leases, revenue from contracts with customers and financial instruments.

## What we offer

- monthly and quarterly reporting into group systems,
- reconciliations between Czech GAAP and IFRS,
- group consolidation and elimination of intra-group transactions,
- assessment of the impact of IFRS 15 and IFRS 16,
- IFRS financial statements.

We prepare reporting in English and on the group's timetable. IFRS statements can also be verified in an [audit](app://service-group/18).`,
      faq: [],
      intro_popup: null,
    },
  },
  {
    id: 124,
    updated_at: '2026-05-09T13:52:00+02:00',
    group_id: 19,
    image: null,
    sort: 4,
    contact_person_ids: [4, 15],
    cs: {
      slug: 'controlling-a-manazersky-reporting',
      name: 'Controlling a manažerský reporting',
      perex: 'Rozpočty, kalkulace a měsíční přehledy, které vedení ukážou, kde firma vydělává a kde ztrácí.',
      body: `Účetnictví odpovídá na otázku, co se stalo. Controlling odpovídá na otázku, proč se to stalo a co s tím dělat. Pro firmy, které nemají vlastního controllera, nabízíme tuto roli jako službu.

## Co pro vás připravíme

- roční rozpočet a jeho pravidelné vyhodnocení,
- hospodaření po střediscích, zakázkách nebo produktech,
- kalkulace nákladů a marží,
- plán peněžních toků a řízení pracovního kapitálu,
- měsíční report pro vedení s komentářem.

Přehledy můžeme zautomatizovat v Power BI v rámci služby [automatizace a reporting](app://service/112).`,
      faq: [
        { question: 'Potřebujeme pro controlling jiný účetní systém?', answer: 'Většinou ne. Stačí upravit členění nákladů na střediska a zakázky; zbytek zvládne reportingový nástroj.' },
        { question: 'Jak často report dostaneme?', answer: 'Standardně měsíčně do 15 pracovních dnů po konci měsíce, pro vedení s rychlejším rozhodováním i týdenní přehled cash flow.' },
      ],
      intro_popup: null,
    },
    en: {
      slug: 'controlling-and-management-reporting',
      name: 'Controlling and management reporting',
      perex: 'Budgets, costings and monthly reports that show management where the company makes and loses money.',
      body: `Accounting tells you what happened. Controlling tells you why it happened and what to do about it. For companies without their own controller, we offer this role as a service.

## What we prepare for you

- an annual budget and regular budget reviews,
- results by cost centre, project or product,
- cost and margin calculations,
- a cash flow plan and working capital management,
- a monthly management report with commentary.

Reports can be automated in Power BI as part of our [automation and reporting](app://service/112) service.`,
      faq: [
        {
          question: 'Do we need a different accounting system for controlling?',
          answer: 'Usually not. It is enough to adjust how costs are assigned to cost centres and projects; the reporting tool does the rest.',
        },
        {
          question: 'How often will we receive reports?',
          answer: 'Monthly as standard, within 15 working days of the month end, plus a weekly cash flow summary for management teams that need to decide faster.',
        },
      ],
      intro_popup: null,
    },
  },
  {
    id: 125,
    updated_at: '2026-04-16T14:05:00+02:00',
    group_id: 19,
    image: null,
    sort: 5,
    contact_person_ids: [4, 15],
    cs: {
      slug: 'ucetnictvi-pro-zahranicni-spolecnosti',
      name: 'Účetnictví pro zahraniční společnosti',
      perex: 'Účetnictví, daně a reporting pro dceřiné společnosti a pobočky zahraničních firem v Česku – v angličtině a v termínech skupiny.',
      body: `Zahraniční firma, která v Česku založí dceřinou společnost nebo odštěpný závod, potřebuje partnera, který rozumí místním předpisům i požadavkům centrály. Postaráme se o českou legislativu a mateřské firmě reportujeme tak, jak je zvyklá.

## Co zahrnujeme

- vedení účetnictví podle českých předpisů,
- reporting do skupiny podle IFRS nebo US GAAP,
- DPH, daň z příjmů a převodní ceny,
- mzdy a zaměstnávání cizinců,
- platební styk a správu bankovních účtů,
- komunikaci s úřady v češtině, s vámi v angličtině nebo němčině.

Pro zahraniční klienty často zajišťujeme i [založení společnosti](app://service/114) a sídlo, takže mohou začít podnikat bez místní kanceláře.`,
      faq: [
        { question: 'Komunikujete s centrálou v angličtině?', answer: 'Ano, všichni hlavní účetní pro zahraniční klienty mluví anglicky, část týmu také německy.' },
        {
          question: 'Můžete za nás podepisovat platby?',
          answer: 'Platby připravujeme k vašemu schválení, nebo je na základě plné moci a dvojího podpisu odesíláme sami. Způsob nastavíme podle vnitřních pravidel skupiny.',
        },
      ],
      intro_popup: null,
    },
    en: {
      slug: 'accounting-for-foreign-owned-companies',
      name: 'Accounting for foreign-owned companies',
      perex: "Accounting, tax and reporting for Czech subsidiaries and branches of foreign companies – in English and on the group's timetable.",
      body: `A foreign company that sets up a subsidiary or branch in the Czech Republic needs a partner who understands both local regulations and the requirements of head office. We take care of Czech compliance and report to the parent the way it is used to.

## What is included

- bookkeeping under Czech accounting rules,
- group reporting under IFRS or US GAAP,
- VAT, corporate income tax and transfer pricing,
- payroll and employment of foreign nationals,
- payments and bank account management,
- dealing with authorities in Czech and with you in English or German.

For foreign clients we often also handle [company formation](app://service/114) and a registered office, so they can start doing business without a local office.`,
      faq: [
        { question: 'Do you communicate with head office in English?', answer: 'Yes, all lead accountants for foreign clients speak English, and part of the team also speaks German.' },
        {
          question: 'Can you authorise payments on our behalf?',
          answer: "We prepare payments for your approval or, under a power of attorney with dual signatures, send them ourselves. We set this up according to the group's internal rules.",
        },
      ],
      intro_popup: null,
    },
  },
  {
    // Czech only: tax records are a regime of Czech sole traders with no English audience.
    id: 126,
    updated_at: '2026-03-23T15:18:00+01:00',
    group_id: 19,
    image: null,
    sort: 6,
    contact_person_ids: [25, 15],
    cs: {
      slug: 'danova-evidence-pro-osvc',
      name: 'Daňová evidence pro OSVČ',
      perex: 'Vedeme daňovou evidenci živnostníkům a podnikatelům, kteří nechtějí nebo nemohou využít paušální daň.',
      body: `Podnikatelé – fyzické osoby, kteří nejsou účetní jednotkou, vedou místo účetnictví jednodušší daňovou evidenci. Pokud uplatňujete skutečné výdaje, protože jsou vyšší než výdajový paušál, je správně vedená evidence základem pro nižší daň.

## Co pro vás uděláme

- evidenci příjmů a výdajů, majetku a závazků,
- přiznání k dani z příjmů fyzických osob,
- přehledy pro správu sociálního zabezpečení a zdravotní pojišťovnu,
- přiznání k DPH, jste-li plátcem,
- porovnání s výdajovými paušály a [paušální daní](app://glossary/10).

## Pro koho se hodí

Daňová evidence dává smysl hlavně řemeslníkům, obchodníkům a lékařům s vysokými skutečnými výdaji. Pokud jsou vaše výdaje nízké, vyplatí se spíš paušál – rádi vám spočítáme obě varianty.

S přiznáním vám pomohou i kolegové z [daní fyzických osob](app://service/106).`,
      faq: [
        {
          question: 'Kdy se musím stát účetní jednotkou?',
          answer: 'Fyzická osoba – podnikatel se stává účetní jednotkou, pokud její obrat za předchozí rok přesáhl 25 milionů Kč, nebo pokud se k účetnictví dobrovolně rozhodne.',
        },
        { question: 'Jak dlouho musím doklady uchovávat?', answer: 'Doklady k dani z příjmů uchovávejte po dobu, kdy může být daň doměřena – v praxi alespoň pět let, u DPH deset let.' },
      ],
      intro_popup: null,
    },
  },
  // --- 26 Forensic audit ----------------------------------------------------------------------
  {
    id: 127,
    updated_at: '2026-02-02T16:31:00+01:00',
    group_id: 26,
    image: '/media/services/fraud-investigation.svg',
    sort: 1,
    contact_person_ids: [7, 22],
    cs: {
      slug: 'vysetrovani-podvodu',
      name: 'Vyšetřování podvodů',
      perex: 'Diskrétně prověříme podezření na zpronevěru, korupci nebo manipulaci s účetnictvím a zajistíme důkazy.',
      body: `Podezření na podvod ve vlastní firmě je nepříjemná situace. Je potřeba zjistit pravdu rychle, ale tak, aby se nezničily důkazy, nepoškodila pověst firmy a nezasáhlo se do práv zaměstnanců. Forenzní vyšetřování vedeme podle ověřených postupů a s ohledem na pozdější využití výsledků u soudu.

## Jak postupujeme

- úvodní posouzení podezření a návrh rozsahu šetření,
- zajištění elektronických dat a dokumentů s dodržením řetězce důkazů,
- analýza účetních dat, plateb a e-mailové komunikace,
- prověření dodavatelů a majetkových vazeb,
- rozhovory s dotčenými osobami,
- závěrečná zpráva a vyčíslení škody.

## Typické případy

Fiktivní dodavatelé, provize od dodavatelů, nadhodnocené zakázky, krádeže zásob nebo manipulace s tržbami a bonusy. Každý případ je jiný, a proto rozsah šetření vždy navrhujeme individuálně.

Vyšetřování vede [Ing. Ondřej Kratochvíl](app://person/7). Pokud máte podezření, [ozvěte se nám](app://route/contacts) – první konzultace je důvěrná.`,
      faq: [
        {
          question: 'Dozví se o šetření zaměstnanci?',
          answer: 'Šetření vedeme diskrétně a o jeho rozsahu rozhoduje vedení nebo statutární orgán. Dotčené osoby oslovujeme až ve chvíli, kdy jsou zajištěny klíčové důkazy.',
        },
        { question: 'Lze výsledky použít v trestním řízení?', answer: 'Ano. Postupujeme tak, aby zajištěné důkazy a zpráva mohly sloužit jako podklad pro trestní oznámení nebo civilní žalobu.' },
        { question: 'Jak rychle můžete začít?', answer: 'V naléhavých případech do 48 hodin, zejména pokud hrozí zničení dat.' },
      ],
      intro_popup: null,
    },
    en: {
      slug: 'fraud-investigation',
      name: 'Fraud investigation',
      perex: 'We discreetly investigate suspected embezzlement, bribery or manipulation of the accounts and secure the evidence.',
      body: `Suspecting fraud in your own company is an uncomfortable position. You need to find out the truth quickly, but without destroying evidence, damaging the company's reputation or infringing employees' rights. We run forensic investigations using proven procedures, with later use in court in mind.

## How we proceed

- initial assessment of the suspicion and a proposed scope,
- forensic collection of electronic data and documents with a proper chain of custody,
- analysis of accounting data, payments and e-mail communication,
- checks on suppliers and ownership links,
- interviews with the people involved,
- a final report and quantification of the loss.

## Typical cases

Fictitious suppliers, kickbacks from suppliers, inflated contracts, inventory theft, or manipulation of sales and bonuses. Every case is different, so we always propose the scope individually.

Investigations are led by [Ondřej Kratochvíl](app://person/7). If you have a suspicion, [contact us](app://route/contacts) – the first consultation is confidential.`,
      faq: [
        {
          question: 'Will employees find out about the investigation?',
          answer: 'We investigate discreetly, and management or the board decides on the scope. We approach the people involved only once the key evidence has been secured.',
        },
        { question: 'Can the results be used in criminal proceedings?', answer: 'Yes. We work so that the evidence and the report can support a criminal complaint or a civil claim.' },
        { question: 'How quickly can you start?', answer: 'In urgent cases within 48 hours, especially if there is a risk of data being destroyed.' },
      ],
      intro_popup: null,
    },
  },
  {
    id: 128,
    updated_at: '2026-01-09T09:44:00+01:00',
    group_id: 26,
    image: null,
    sort: 2,
    contact_person_ids: [22],
    cs: {
      slug: 'prevence-podvodu-a-kontrolni-system',
      name: 'Prevence podvodů a kontrolní systém',
      perex: 'Posoudíme rizika podvodu ve vašich procesech a nastavíme kontroly, které mu předcházejí.',
      body: `Většina podvodů ve firmách se děje proto, že to procesy dovolí: jeden člověk zakládá dodavatele i schvaluje platby, nikdo nekontroluje dobropisy nebo přístupová práva zůstávají lidem, kteří už dávno dělají něco jiného.

## Co prověříme

- nákup a schvalování plateb,
- správu kmenových dat dodavatelů a zákazníků,
- pokladny, zásoby a inventury,
- přístupová práva v účetních a bankovních systémech,
- odměňování obchodníků a bonusové programy.

## Výstup

Dostanete mapu rizik s hodnocením pravděpodobnosti a dopadu a konkrétní návrhy kontrol, které jsou přiměřené velikosti vaší firmy. Na přání připravíme i pravidelné datové testy, které upozorní na neobvyklé transakce.

Prevence úzce souvisí s [whistleblowingem a compliance programem](app://service/120).`,
      faq: [],
      intro_popup: null,
    },
    en: {
      slug: 'fraud-prevention-and-internal-controls',
      name: 'Fraud prevention and internal controls',
      perex: 'We assess fraud risks in your processes and put in place controls that prevent it.',
      body: `Most corporate fraud happens because processes allow it: one person creates suppliers and approves payments, nobody checks credit notes, or access rights stay with people who moved on long ago.

## What we review

- purchasing and payment approval,
- supplier and customer master data,
- cash desks, inventory and stock counts,
- access rights in accounting and banking systems,
- sales incentives and bonus schemes.

## Deliverable

You receive a risk map rating likelihood and impact and specific control proposals proportionate to the size of your company. On request we also set up regular data tests that flag unusual transactions.

Prevention goes hand in hand with a [whistleblowing and compliance programme](app://service/120).`,
      faq: [],
      intro_popup: null,
    },
  },
  {
    id: 129,
    updated_at: '2026-06-16T10:57:00+02:00',
    group_id: 26,
    image: null,
    sort: 3,
    contact_person_ids: [7],
    cs: {
      slug: 'podpora-ve-sporech',
      name: 'Podpora ve sporech',
      perex: 'Vyčíslíme škodu nebo ušlý zisk a podpoříme vás a vaše advokáty v soudním či rozhodčím řízení.',
      body: `V obchodních sporech rozhodují čísla. Ať jde o spor mezi společníky, náhradu škody od dodavatele nebo nárok z porušené smlouvy, soud potřebuje výpočet, který je metodicky správný a srozumitelný.

## S čím pomáháme

- vyčíslení škody a ušlého zisku,
- analýza účetnictví a finančních toků protistrany,
- odborná vyjádření k posudkům protistrany,
- podpora advokátů při přípravě strategie a výslechů,
- vystoupení před soudem nebo rozhodčím senátem.

Tam, kde je potřeba formální znalecký posudek, spolupracujeme s kolegy z oblasti [znaleckých posudků](app://service/134).`,
      faq: [
        { question: 'Spolupracujete s naší advokátní kanceláří?', answer: 'Ano, na sporech pracujeme vždy v týmu s advokáty klienta; komunikaci a předávání podkladů si nastavíme hned na začátku.' },
        { question: 'Vystoupíte u soudu jako svědek?', answer: 'Ano, autoři odborných vyjádření jsou připraveni je u soudu nebo rozhodčího senátu vysvětlit a obhájit.' },
      ],
      intro_popup: null,
    },
    en: {
      slug: 'litigation-support',
      name: 'Litigation support',
      perex: 'We quantify damages or lost profits and support you and your lawyers in court or arbitration.',
      body: `Commercial disputes are decided by numbers. Whether it is a shareholder dispute, a damages claim against a supplier or a claim for breach of contract, the court needs a calculation that is methodologically sound and easy to follow.

## How we help

- quantification of damages and lost profits,
- analysis of the opposing party's accounts and cash flows,
- expert comments on the opposing party's reports,
- supporting lawyers in preparing strategy and examinations,
- appearing before a court or arbitral tribunal.

Where a formal expert opinion is required, we work with our colleagues who prepare [expert opinions](app://service/134).`,
      faq: [
        { question: 'Will you work with our law firm?', answer: "Yes, we always work on disputes together with the client's lawyers and agree on communication and document exchange at the outset." },
        { question: 'Will you testify in court?', answer: 'Yes, the authors of our expert reports are prepared to explain and defend them before a court or arbitral tribunal.' },
      ],
      intro_popup: null,
    },
  },
  // --- 27 Public procurement ------------------------------------------------------------------
  {
    id: 130,
    updated_at: '2026-05-23T11:10:00+02:00',
    group_id: 27,
    image: '/media/services/tender-administration.svg',
    sort: 1,
    contact_person_ids: [20, 12],
    cs: {
      slug: 'administrace-verejnych-zakazek',
      name: 'Administrace veřejných zakázek',
      perex: 'Převezmeme za zadavatele celé zadávací řízení – od přípravy dokumentace po uzavření smlouvy a uveřejnění.',
      body: `Zadavatel odpovídá za to, že řízení proběhne podle zákona, i když jeho administraci svěří externí firmě. Proto stavíme na pečlivé přípravě a na dokumentaci, která obstojí při přezkumu u ÚOHS i při kontrole poskytovatele dotace.

## Co zahrnuje administrace

- volbu druhu zadávacího řízení a harmonogram,
- předběžné tržní konzultace,
- zadávací dokumentaci, kvalifikační požadavky a hodnoticí kritéria,
- vedení řízení v elektronickém nástroji,
- vysvětlení zadávací dokumentace a komunikaci s dodavateli,
- posouzení nabídek, zprávy a rozhodnutí o výběru,
- uveřejnění smlouvy a zadávací dokumentaci pro archiv.

## Typy zakázek

Administrujeme zakázky malého rozsahu, podlimitní i nadlimitní řízení na stavby, dodávky IT, služby a zdravotnické vybavení.

Zakázky vede tým [Mgr. Adama Fialy](app://person/20).`,
      faq: [
        {
          question: 'Od jaké hodnoty musí zadavatel postupovat podle zákona?',
          answer: 'Zakázky na dodávky a služby od 2 milionů Kč a na stavební práce od 6 milionů Kč bez DPH. Pod těmito limity platí zásady zákona a vnitřní předpisy zadavatele.',
        },
        { question: 'Jak dlouho trvá podlimitní řízení?', answer: 'Při dobré přípravě zhruba dva až tři měsíce od zahájení po uzavření smlouvy, pokud nejsou podány námitky.' },
      ],
      intro_popup: null,
    },
    en: {
      slug: 'tender-administration',
      name: 'Tender administration',
      perex: 'We run the whole tender procedure for contracting authorities – from documentation to contract award and publication.',
      body: `The contracting authority remains responsible for conducting the procedure lawfully even when it outsources the administration. That is why we build on careful preparation and documentation that withstands review by the competition office and checks by grant providers.

## What tender administration includes

- choosing the type of procedure and the timetable,
- preliminary market consultations,
- tender documents, qualification requirements and award criteria,
- running the procedure in an e-procurement tool,
- clarifications and communication with bidders,
- evaluation of bids, reports and the award decision,
- publication of the contract and archiving of the file.

## Types of contracts

We administer small-scale contracts as well as below- and above-threshold procedures for construction, IT supplies, services and medical equipment.

Procurement projects are led by [Adam Fiala](app://person/20).`,
      faq: [
        {
          question: 'Above what value must a contracting authority follow the Act?',
          answer: "From CZK 2 million for supplies and services and CZK 6 million for works, excluding VAT. Below these limits, the Act's principles and the authority's internal rules apply.",
        },
        {
          question: 'How long does a below-threshold procedure take?',
          answer: 'With good preparation about two to three months from launch to contract signature, provided no objections are raised.',
        },
      ],
      intro_popup: null,
    },
  },
  {
    id: 131,
    updated_at: '2026-04-02T12:23:00+02:00',
    group_id: 27,
    image: null,
    sort: 2,
    contact_person_ids: [20],
    cs: {
      slug: 'priprava-nabidek-pro-dodavatele',
      name: 'Příprava nabídek pro dodavatele',
      perex: 'Pomůžeme vám připravit nabídku do veřejné zakázky, která splní všechny formální požadavky a nebude vyloučena.',
      body: `Dobrá cena nestačí, pokud nabídka neprojde posouzením kvalifikace. Velká část vyloučení má přitom formální důvody – chybějící doklad, špatně podepsané čestné prohlášení nebo nejasná reference.

## Co pro dodavatele děláme

- vyhledávání zakázek odpovídajících vašemu oboru,
- rozbor zadávací dokumentace a upozornění na rizika,
- žádosti o vysvětlení zadávací dokumentace,
- kompletaci kvalifikace a zápis do seznamu kvalifikovaných dodavatelů,
- kontrolu nabídky před podáním,
- námitky proti vyloučení nebo výběru jiného dodavatele.

Nabídky připravujeme pro stavební firmy, dodavatele IT, úklidové a bezpečnostní služby i poradenské firmy.`,
      faq: [
        {
          question: 'Vyplatí se zápis do seznamu kvalifikovaných dodavatelů?',
          answer: 'Pokud se ucházíte o zakázky pravidelně, ano. Výpis nahrazuje doklady o základní a profesní způsobilosti a zjednodušuje každou nabídku.',
        },
        { question: 'Mohu podat námitky, když mě zadavatel vyloučil?', answer: 'Ano, do 15 dnů od doručení rozhodnutí o vyloučení. Námitky vám pomůžeme připravit a posoudíme jejich šance.' },
      ],
      intro_popup: null,
    },
    en: {
      slug: 'bid-preparation-for-suppliers',
      name: 'Bid preparation for suppliers',
      perex: 'We help you prepare a public tender bid that meets every formal requirement and will not be excluded.',
      body: `A good price is not enough if the bid fails the qualification check. Many exclusions have purely formal reasons – a missing document, an incorrectly signed declaration or an unclear reference.

## What we do for suppliers

- finding tenders that match your field,
- analysis of tender documents and flagging risks,
- requests for clarification of the tender documents,
- compiling qualification documents and registration in the list of qualified suppliers,
- reviewing the bid before submission,
- objections against exclusion or the award to another bidder.

We prepare bids for construction companies, IT suppliers, cleaning and security services and consulting firms.`,
      faq: [
        {
          question: 'Is it worth registering in the list of qualified suppliers?',
          answer: 'If you bid regularly, yes. The extract replaces documents proving basic and professional eligibility and simplifies every bid.',
        },
        {
          question: 'Can I object if the contracting authority excludes me?',
          answer: 'Yes, within 15 days of receiving the exclusion decision. We will help you prepare the objections and assess their chances.',
        },
      ],
      intro_popup: null,
    },
  },
  {
    // Czech only: proceedings before the Czech competition office are conducted in Czech.
    id: 132,
    updated_at: '2026-03-09T13:36:00+01:00',
    group_id: 27,
    image: null,
    sort: 3,
    contact_person_ids: [20, 12],
    cs: {
      slug: 'zastupovani-pred-uohs',
      name: 'Zastupování před ÚOHS',
      perex: 'Zastoupíme zadavatele i dodavatele v řízení o přezkoumání úkonů zadavatele před Úřadem pro ochranu hospodářské soutěže.',
      body: `Pokud zadavatel námitky odmítne, může dodavatel podat návrh na zahájení řízení u Úřadu pro ochranu hospodářské soutěže. Řízení má přísné lhůty a formální náležitosti a jeho výsledek může zakázku zastavit na měsíce.

## Co zajistíme

- posouzení šancí na úspěch ještě před podáním návrhu,
- návrh na zahájení řízení nebo vyjádření zadavatele,
- kompletaci dokumentace o zakázce pro úřad,
- vyjádření k podkladům rozhodnutí,
- rozklad proti rozhodnutí a případnou správní žalobu.

## Kauce

Navrhovatel skládá kauci ve výši 1 % z nabídkové ceny, nejméně 50 000 Kč a nejvýše 10 000 000 Kč. Pokud návrh neuspěje, kauce propadá – i proto se vyplatí posoudit věc předem.

Zastupování navazuje na naši [administraci veřejných zakázek](app://service/130) a [přípravu nabídek](app://service/131).`,
      faq: [
        { question: 'Jak dlouho řízení u ÚOHS trvá?', answer: 'Prvostupňové rozhodnutí obvykle padne do dvou až tří měsíců, rozklad může řízení prodloužit o několik dalších měsíců.' },
        { question: 'Může zadavatel během řízení uzavřít smlouvu?', answer: 'Ne. Po dobu řízení platí zákaz uzavření smlouvy, pokud úřad nerozhodne jinak.' },
      ],
      intro_popup: null,
    },
  },
  // --- 20 Valuation ---------------------------------------------------------------------------
  {
    id: 133,
    updated_at: '2026-02-16T14:49:00+01:00',
    group_id: 20,
    image: '/media/services/business-valuation.svg',
    sort: 1,
    contact_person_ids: [5, 18],
    cs: {
      slug: 'ocenovani-podniku',
      name: 'Oceňování podniků',
      perex: 'Stanovíme tržní hodnotu firmy nebo obchodního podílu pro prodej, vstup investora, přeměnu či vypořádání společníků.',
      body: `Hodnota podniku není jedno číslo z účetnictví. Závisí na očekávaných peněžních tocích, rizicích odvětví, kvalitě managementu i na tom, kdo a proč firmu kupuje. Ocenění proto vždy připravujeme s ohledem na účel, pro který ho potřebujete.

## Metody, které používáme

- výnosové metody, zejména [diskontované peněžní toky](app://glossary/35),
- tržní porovnání s obdobnými transakcemi a kótovanými firmami,
- majetkové metody pro holdingy a nemovitostní společnosti.

## Kdy ocenění potřebujete

- prodej firmy nebo vstup investora,
- převod podílu mezi spojenými osobami,
- přeměny společností a vytěsnění menšinových akcionářů,
- vypořádání při odchodu společníka nebo rozvodu,
- testy na snížení hodnoty a účetní potřeby.

Ocenění vede [Ing. Radek Musil, CFA](app://person/5). Pro účely soudů a zákona připravíme ocenění ve formě [znaleckého posudku](app://service/134).`,
      faq: [
        { question: 'Jak dlouho ocenění trvá?', answer: 'Obvykle tři až šest týdnů od dodání podkladů. Součástí je rozhovor s vedením o podnikatelském plánu.' },
        {
          question: 'Jaký je rozdíl mezi oceněním a znaleckým posudkem?',
          answer: 'Znalecký posudek má zákonem stanovené náležitosti a znaleckou doložku, takže ho lze použít u soudu a úřadů. Ocenění pro interní rozhodování takové formální požadavky nemá.',
        },
      ],
      intro_popup: null,
    },
    en: {
      slug: 'business-valuation',
      name: 'Business valuation',
      perex: 'We determine the market value of a company or an ownership interest for a sale, investor entry, merger or shareholder settlement.',
      body: `The value of a business is not a single figure from the accounts. It depends on expected cash flows, industry risks, the quality of management and who is buying and why. We therefore always tailor a valuation to its purpose.

## Methods we use

- income approaches, in particular [discounted cash flow](app://glossary/35),
- market comparison with similar transactions and listed companies,
- asset-based approaches for holding and property companies.

## When you need a valuation

- selling a company or bringing in an investor,
- transfers of shares between related parties,
- mergers and squeeze-outs of minority shareholders,
- settlement when a shareholder leaves or in a divorce,
- impairment testing and accounting purposes.

Valuations are led by [Radek Musil, CFA](app://person/5). For courts and statutory purposes we prepare the valuation as an [expert opinion](app://service/134).`,
      faq: [
        { question: 'How long does a valuation take?', answer: 'Usually three to six weeks from receiving the documents, including a discussion of the business plan with management.' },
        {
          question: 'What is the difference between a valuation and an expert opinion?',
          answer:
            'An expert opinion has statutory formal requirements and an expert clause, so it can be used in court and before authorities. A valuation for internal decisions has no such requirements.',
        },
      ],
      intro_popup: null,
    },
  },
  {
    id: 134,
    updated_at: '2026-01-23T15:02:00+01:00',
    group_id: 20,
    image: null,
    sort: 2,
    contact_person_ids: [5],
    cs: {
      slug: 'znalecke-posudky',
      name: 'Znalecké posudky',
      perex: 'Jako znalecký ústav zpracováváme posudky v oboru ekonomika pro soudy, úřady i podle zákona o obchodních korporacích.',
      body: `Znalecký posudek je důkazní prostředek, a proto musí splňovat přísné požadavky zákona o znalcích. Jako znalecký ústav zapsaný u Ministerstva spravedlnosti zpracováváme posudky v oboru ekonomika, odvětví oceňování podniků, ceny a odhady a účetní evidence.

## Pro jaké účely

- ocenění nepeněžitých vkladů do obchodních korporací,
- přeměny společností a výměnné poměry,
- přiměřenost protiplnění při vytěsnění akcionářů,
- soudní spory o náhradu škody a ušlý zisk,
- insolvenční a trestní řízení,
- ocenění pro daňové účely mezi spojenými osobami.

## Jak postupujeme

Posudek připravuje tým znalců, kteří vycházejí z dostupných podkladů, rozhovorů s vedením a ověřených tržních dat. Každý posudek prochází nezávislou kontrolou druhého znalce.`,
      faq: [
        {
          question: 'Zpracujete posudek i na objednávku soudu?',
          answer: 'Ano. Jsme zapsáni v seznamu znalců a soudy nás ustanovují jako znalecký ústav; posudky zpracováváme i pro účastníky řízení.',
        },
        {
          question: 'Je posudek potřeba k nepeněžitému vkladu vždy?',
          answer: 'U společnosti s ručením omezeným i akciové společnosti zákon vyžaduje ocenění nepeněžitého vkladu znaleckým posudkem, až na výjimky u cenných papírů s tržní cenou.',
        },
      ],
      intro_popup: null,
    },
    en: {
      slug: 'expert-opinions',
      name: 'Expert opinions',
      perex: 'As a registered expert institute, we prepare economic expert opinions for courts, authorities and under the Business Corporations Act.',
      body: `An expert opinion is a form of evidence and must meet the strict requirements of the Czech Act on Experts. As an expert institute registered with the Ministry of Justice, we prepare opinions in economics, specialising in business valuation, prices and estimates, and accounting records.

## Purposes

- valuation of contributions in kind to companies,
- mergers and demergers and exchange ratios,
- fairness of consideration in squeeze-outs,
- court disputes over damages and lost profits,
- insolvency and criminal proceedings,
- valuations for tax purposes between related parties.

## How we work

Each opinion is prepared by a team of experts drawing on available documents, discussions with management and verified market data. Every opinion is independently reviewed by a second expert.`,
      faq: [
        {
          question: 'Do you prepare opinions commissioned by courts?',
          answer: 'Yes. We are on the register of experts and courts appoint us as an expert institute; we also prepare opinions for parties to proceedings.',
        },
        {
          question: 'Is an expert opinion always needed for a contribution in kind?',
          answer: 'For both limited liability and joint-stock companies the law requires a contribution in kind to be valued by an expert opinion, with exceptions for securities with a market price.',
        },
      ],
      intro_popup: null,
    },
  },
  {
    id: 135,
    updated_at: '2026-06-02T16:15:00+02:00',
    group_id: 20,
    image: null,
    sort: 3,
    contact_person_ids: [18],
    cs: {
      slug: 'oceneni-nehmotneho-majetku',
      name: 'Ocenění nehmotného majetku',
      perex: 'Oceňujeme ochranné známky, software, patenty a licence pro vklady, převody ve skupině i účetní potřeby.',
      body: `Nehmotný majetek často tvoří větší část hodnoty firmy než budovy a stroje, v rozvaze ho ale většinou nenajdete. Ocenění potřebujete, když ho převádíte mezi firmami ve skupině, vkládáte do společnosti nebo licencujete.

## Co oceňujeme

- ochranné známky a obchodní značky,
- software a databáze,
- patenty, užitné vzory a know-how,
- zákaznické vztahy a smluvní portfolio,
- licenční poplatky pro účely převodních cen.

## Metody

Nejčastěji používáme metodu licenční analogie (relief from royalty), metodu vícenásobných nadměrných výnosů a nákladové metody. Volbu vždy zdůvodníme v závěrečné zprávě.

Pro daňové účely ocenění koordinujeme s kolegy z [převodních cen](app://service/103).`,
      faq: [
        { question: 'Můžeme vložit ochrannou známku do společnosti?', answer: 'Ano, jako nepeněžitý vklad. Hodnotu je potřeba doložit znaleckým posudkem, který připravíme.' },
        {
          question: 'Jakou metodu ocenění zvolíte?',
          answer: 'Záleží na druhu majetku a dostupných datech. U značek nejčastěji používáme metodu licenční analogie, u softwaru často i nákladovou metodu.',
        },
      ],
      intro_popup: null,
    },
    en: {
      slug: 'intangible-asset-valuation',
      name: 'Intangible asset valuation',
      perex: 'We value trademarks, software, patents and licences for contributions, intra-group transfers and accounting purposes.',
      body: `Intangible assets often make up a larger part of a company's value than buildings and machinery, yet they rarely appear on the balance sheet. You need a valuation when transferring them within a group, contributing them to a company or licensing them.

## What we value

- trademarks and brands,
- software and databases,
- patents, utility models and know-how,
- customer relationships and contract portfolios,
- royalty rates for transfer pricing purposes.

## Methods

We most often use the relief-from-royalty method, the multi-period excess earnings method and cost approaches. We always explain the choice in the final report.

For tax purposes we coordinate valuations with our [transfer pricing](app://service/103) colleagues.`,
      faq: [
        { question: 'Can we contribute a trademark to a company?', answer: 'Yes, as a contribution in kind. Its value must be supported by an expert opinion, which we can prepare.' },
        {
          question: 'Which valuation method will you use?',
          answer: 'It depends on the type of asset and the data available. For brands we mostly use relief from royalty; for software often a cost approach as well.',
        },
      ],
      intro_popup: null,
    },
  },
  {
    id: 136,
    updated_at: '2026-05-09T09:28:00+02:00',
    group_id: 20,
    image: null,
    sort: 4,
    contact_person_ids: [18, 5],
    cs: {
      slug: 'alokace-kupni-ceny',
      name: 'Alokace kupní ceny (PPA)',
      perex: 'Po akvizici rozdělíme kupní cenu na identifikovatelná aktiva, závazky a goodwill podle IFRS 3 nebo českých předpisů.',
      body: `Kupující musí po převzetí kontroly nad firmou rozdělit kupní cenu na reálné hodnoty nabytých aktiv a závazků. Zbytek tvoří [goodwill](app://glossary/13), který se pak testuje na snížení hodnoty nebo odepisuje.

## Co alokace zahrnuje

- identifikaci nehmotných aktiv – značek, zákaznických vztahů, technologií,
- ocenění aktiv a závazků reálnou hodnotou,
- výpočet goodwillu nebo zisku z výhodné koupě,
- odloženou daň z rozdílů v ocenění,
- podklady a vysvětlení pro auditora.

## Harmonogram

Podle IFRS 3 je třeba alokaci dokončit do 12 měsíců od akvizice. Doporučujeme začít hned po uzavření transakce, dokud jsou k dispozici podklady z due diligence.`,
      faq: [
        {
          question: 'Musí se PPA dělat i podle českých účetních předpisů?',
          answer: 'V individuální závěrce se goodwill podle českých předpisů vykazuje hlavně při přeměnách a koupi závodu. V konsolidaci se postupuje obdobně jako podle IFRS.',
        },
        { question: 'Přijme auditor vaši PPA?', answer: 'PPA připravujeme s ohledem na požadavky auditorů a s auditorem klienta ji běžně konzultujeme v průběhu práce.' },
      ],
      intro_popup: null,
    },
    en: {
      slug: 'purchase-price-allocation',
      name: 'Purchase price allocation (PPA)',
      perex: 'After an acquisition, we allocate the purchase price to identifiable assets, liabilities and goodwill under IFRS 3 or Czech GAAP.',
      body: `Once a buyer obtains control of a company, it must allocate the purchase price to the fair values of the assets acquired and liabilities assumed. The remainder is [goodwill](app://glossary/13), which is then tested for impairment or amortised.

## What the allocation includes

- identifying intangible assets – brands, customer relationships, technology,
- measuring assets and liabilities at fair value,
- calculating goodwill or a bargain purchase gain,
- deferred tax on valuation differences,
- supporting documents and explanations for the auditor.

## Timetable

Under IFRS 3 the allocation must be completed within 12 months of the acquisition. We recommend starting as soon as the deal closes, while the due diligence materials are still at hand.`,
      faq: [
        {
          question: 'Is a PPA required under Czech GAAP too?',
          answer: 'In individual financial statements under Czech GAAP, goodwill arises mainly in mergers and purchases of a business. Consolidation follows a similar approach to IFRS.',
        },
        { question: 'Will the auditor accept your PPA?', answer: "We prepare the PPA with auditors' requirements in mind and routinely consult the client's auditor as the work progresses." },
      ],
      intro_popup: null,
    },
  },
  // --- 22 Payroll and HR ----------------------------------------------------------------------
  {
    id: 137,
    updated_at: '2026-04-16T10:41:00+02:00',
    group_id: 22,
    image: '/media/services/payroll-processing.svg',
    sort: 1,
    contact_person_ids: [16, 23],
    cs: {
      slug: 'zpracovani-mezd',
      name: 'Zpracování mezd',
      perex: 'Měsíční zpracování mezd a platů včetně odvodů, hlášení úřadům a výplatních pásek v online portálu.',
      body: `Zpracování mezd vyžaduje přesnost, spolehlivé termíny a neustálé sledování legislativy. Každý rok se mění minimální mzda, stropy pojistného, slevy na dani i pravidla pro dohody. Mzdy proto zpracovávají specialisté, kteří se ničemu jinému nevěnují.

## Co je součástí

- výpočet mezd a platů, náhrad, příplatků a srážek,
- výplatní pásky v zabezpečeném online portálu,
- platební příkazy pro banku a odvody pojistného a daně,
- přihlášky a odhlášky zaměstnanců na ČSSZ a zdravotní pojišťovny,
- měsíční vyúčtování daně a hlášení pro úřady,
- roční zúčtování záloh a potvrzení o příjmech,
- zaúčtování mezd do vašeho účetnictví.

## Termíny

| Krok | Termín |
|---|---|
| Dodání docházky a změn | do 3. pracovního dne |
| Kontrolní výstupy pro vás | do 6. pracovního dne |
| Platební příkazy a pásky | do 8. pracovního dne |

Mzdy koordinuje [Ing. Martin Sedláček](app://person/16); s pracovními smlouvami a personální agendou vám pomůže tým [HR administrativy](app://service/138).`,
      faq: [
        {
          question: 'Jak nám předáváte výplatní pásky?',
          answer: 'Zaměstnanci je najdou v zabezpečeném online portálu nebo je dostanou e-mailem jako zaheslovaný PDF. Papírové pásky dnes připravujeme jen výjimečně.',
        },
        {
          question: 'Zvládnete mzdy i pro sto a více zaměstnanců?',
          answer: 'Ano. Zpracováváme mzdy pro firmy od deseti do několika tisíc zaměstnanců, včetně více středisek a vlastních mzdových složek.',
        },
        { question: 'Kdo odpovídá za chybu ve výpočtu?', answer: 'Za správnost výpočtu ručíme a jsme pojištěni pro případ profesní odpovědnosti. Chyby způsobené námi opravíme na vlastní náklady.' },
      ],
      intro_popup: {
        title: 'Chcete mít mzdy z krku?',
        text: 'Převezmeme zpracování mezd od příštího měsíce. Vy pošlete docházku, my zajistíme zbytek.',
        cta: 'Poptat zpracování mezd',
      },
    },
    en: {
      slug: 'payroll-processing',
      name: 'Payroll processing',
      perex: 'Monthly payroll processing, including contributions, filings with the authorities and payslips in an online portal.',
      body: `Payroll demands accuracy, reliable deadlines and constant monitoring of legislation. Every year the minimum wage, contribution caps, tax credits and the rules for part-time agreements change. That is why our payroll is handled by specialists who do nothing else.

## What is included

- calculation of wages and salaries, compensation, bonuses and deductions,
- payslips in a secure online portal,
- payment orders for the bank and for social security, health insurance and tax,
- registering and deregistering employees with social security and health insurers,
- monthly tax returns and reports to the authorities,
- annual tax reconciliation and income certificates,
- posting payroll to your accounts.

## Deadlines

| Step | Deadline |
|---|---|
| Attendance and changes from you | by the 3rd working day |
| Control reports for you | by the 6th working day |
| Payment orders and payslips | by the 8th working day |

Payroll is coordinated by [Martin Sedláček](app://person/16); our [HR administration](app://service/138) team helps with employment contracts and personnel records.`,
      faq: [
        {
          question: 'How do employees receive their payslips?',
          answer: 'Employees find them in a secure online portal or receive them by e-mail as a password-protected PDF. We only produce paper payslips in exceptional cases.',
        },
        {
          question: 'Can you handle payroll for a hundred or more employees?',
          answer: 'Yes. We process payroll for companies with anything from ten to several thousand employees, including multiple cost centres and custom pay components.',
        },
        {
          question: 'Who is liable for a calculation error?',
          answer: 'We guarantee the accuracy of our calculations and carry professional indemnity insurance. We correct any errors we cause at our own expense.',
        },
      ],
      intro_popup: {
        title: 'Want payroll off your plate?',
        text: 'We can take over your payroll from next month. You send the attendance data, we handle the rest.',
        cta: 'Request a payroll quote',
      },
    },
  },
  {
    id: 138,
    updated_at: '2026-03-23T11:54:00+01:00',
    group_id: 22,
    image: null,
    sort: 2,
    contact_person_ids: [6, 23],
    cs: {
      slug: 'hr-administrativa',
      name: 'HR administrativa',
      perex: 'Pracovní smlouvy, dohody, personální spisy a agenda nástupů a odchodů zaměstnanců v souladu se zákoníkem práce.',
      body: `Personální agenda je plná formalit, které se snadno podcení – od obsahu pracovní smlouvy přes evidenci pracovní doby po vstupní prohlídky. Převezmeme ji celou, nebo jen tu část, na kterou vaše HR nemá kapacitu.

## Co zajistíme

- pracovní smlouvy, dohody o provedení práce a pracovní činnosti,
- dodatky, změny pracovních podmínek a ukončení pracovního poměru,
- vedení elektronických osobních spisů,
- vnitřní předpisy – pracovní řád, mzdový předpis, směrnice o cestovních náhradách,
- evidenci dovolených, pracovní doby a lékařských prohlídek,
- podklady pro kontroly inspektorátu práce.

## Poradenství

Při složitějších situacích, jako je hromadné propouštění, převod zaměstnanců nebo spor se zaměstnancem, spolupracujeme s pracovněprávními advokáty a s naší HR ředitelkou [Mgr. Kateřinou Benešovou](app://person/6).`,
      faq: [
        {
          question: 'Můžeme pracovní smlouvy podepisovat elektronicky?',
          answer: 'Ano, zákoník práce od roku 2023 umožňuje doručování a uzavírání pracovněprávních dokumentů elektronicky za stanovených podmínek. Proces vám pomůžeme nastavit.',
        },
        { question: 'Jak dlouho musíme uchovávat mzdové listy?', answer: 'Mzdové listy se pro účely důchodového pojištění uchovávají 30 let po roce, kterého se týkají.' },
      ],
      intro_popup: null,
    },
    en: {
      slug: 'hr-administration',
      name: 'HR administration',
      perex: 'Employment contracts, agreements, personnel files and starters and leavers handled in line with the Labour Code.',
      body: `HR administration is full of formalities that are easy to underestimate – from the content of an employment contract to working time records and pre-employment medicals. We can take it over completely or just the part your HR team has no capacity for.

## What we handle

- employment contracts and agreements for part-time work,
- amendments, changes to terms and termination of employment,
- electronic personnel files,
- internal policies – work rules, pay policy, travel expense policy,
- records of holidays, working hours and medical examinations,
- documents for labour inspectorate checks.

## Advice

In more complex situations, such as collective redundancies, transfers of employees or a dispute with an employee, we work with employment lawyers and our HR director [Kateřina Benešová](app://person/6).`,
      faq: [
        {
          question: 'Can we sign employment contracts electronically?',
          answer: 'Yes, since 2023 the Labour Code allows employment documents to be delivered and concluded electronically under certain conditions. We can help you set up the process.',
        },
        { question: 'How long must we keep payroll records?', answer: 'Payroll sheets must be kept for pension insurance purposes for 30 years after the year to which they relate.' },
      ],
      intro_popup: null,
    },
  },
  {
    id: 139,
    updated_at: '2026-02-02T12:07:00+01:00',
    group_id: 22,
    image: null,
    sort: 3,
    contact_person_ids: [23, 6],
    cs: {
      slug: 'zamestnavani-cizincu',
      name: 'Zaměstnávání cizinců',
      perex: 'Vyřídíme zaměstnanecké karty, modré karty, hlášení úřadu práce i zdravotní pojištění zahraničních pracovníků.',
      body: `Zahraniční pracovníci jsou pro mnoho firem jediným způsobem, jak obsadit volná místa. Cesta k povolení k zaměstnání je ale dlouhá a chyby v hlášeních se trestají vysokými pokutami – zaměstnavateli i zaměstnanci.

## Co zajistíme

- nahlášení volného místa a jeho zařazení do centrální evidence,
- žádosti o zaměstnanecké karty, modré karty a víza,
- informační povinnost vůči úřadu práce u občanů EU,
- zdravotní pojištění cizinců a přihlášky k sociálnímu pojištění,
- hlídání platnosti povolení a změny zaměstnavatele,
- vysílání zaměstnanců do zahraničí a formuláře A1.

## Rozdíly podle státní příslušnosti

| Zaměstnanec | Co je potřeba |
|---|---|
| Občan EU | informace úřadu práce při nástupu |
| Občan třetí země | zaměstnanecká nebo modrá karta |
| Zaměstnanec s ochranou z Ukrajiny | hlášení úřadu práce nejpozději v den nástupu |

Mzdy zahraničních zaměstnanců zpracováváme v rámci [zpracování mezd](app://service/137).`,
      faq: [
        {
          question: 'Jak dlouho trvá vyřízení zaměstnanecké karty?',
          answer: 'Zákonná lhůta je 60 dnů, v praxi se k ní přidává čekání na termín na zastupitelském úřadu. S rezervou počítejte se třemi až šesti měsíci.',
        },
        {
          question: 'Jaká je pokuta za nelegální zaměstnávání?',
          answer: 'Zaměstnavateli hrozí pokuta až 10 milionů Kč, nejméně však 50 000 Kč. Proto se vyplatí mít doklady každého zahraničního zaměstnance v pořádku.',
        },
      ],
      intro_popup: null,
    },
    en: {
      slug: 'employing-foreign-nationals',
      name: 'Employing foreign nationals',
      perex: 'We handle employee cards, EU Blue Cards, labour office notifications and health insurance for foreign workers.',
      body: `For many companies, foreign workers are the only way to fill vacancies. The road to a work permit is long, however, and mistakes in filings are punished with high fines – for both employer and employee.

## What we handle

- reporting vacancies and listing them in the central register,
- applications for employee cards, EU Blue Cards and visas,
- notifications to the labour office for EU citizens,
- health insurance for foreigners and social security registration,
- monitoring permit validity and changes of employer,
- posting employees abroad and A1 certificates.

## Requirements by nationality

| Employee | What is needed |
|---|---|
| EU citizen | notification to the labour office on starting |
| Third-country national | employee card or EU Blue Card |
| Employee with temporary protection (Ukraine) | notification to the labour office by the start date |

We process foreign employees' pay as part of our [payroll processing](app://service/137).`,
      faq: [
        {
          question: 'How long does an employee card take?',
          answer: 'The statutory deadline is 60 days, but in practice you also wait for an appointment at the embassy. Allow three to six months to be safe.',
        },
        {
          question: 'What is the fine for illegal employment?',
          answer: "Employers face a fine of up to CZK 10 million and at least CZK 50,000, so it pays to keep every foreign employee's documents in order.",
        },
      ],
      intro_popup: null,
    },
  },
  {
    id: 140,
    updated_at: '2026-01-09T13:20:00+01:00',
    group_id: 22,
    image: null,
    sort: 4,
    contact_person_ids: [4, 16],
    cs: {
      slug: 'mzdovy-audit',
      name: 'Mzdový audit',
      perex: 'Prověříme vaše mzdy dřív, než to udělá ČSSZ, zdravotní pojišťovna nebo finanční úřad.',
      body: `Kontroly pojistného a daně ze závislé činnosti odhalují chyby, které se opakují měsíc co měsíc a za několik let narostou do vysokých částek. Mzdový audit je nezávislá kontrola, která tato rizika najde včas.

## Co kontrolujeme

- správnost výpočtu mezd, příplatků a náhrad,
- odvody pojistného a zálohy na daň,
- zaměstnanecké benefity a jejich daňový režim,
- dohody o provedení práce a souběhy dohod,
- evidenci pracovní doby a přesčasů,
- soulad s vnitřním mzdovým předpisem.

Výstupem je zpráva s nalezenými chybami, jejich finančním dopadem a doporučením, jak je opravit. Mzdový audit doporučujeme také při změně mzdové účetní nebo před [prodejem firmy](app://service/141).`,
      faq: [
        { question: 'Jak často se mzdový audit vyplatí?', answer: 'Doporučujeme ho jednou za dva až tři roky, a vždy při změně mzdového systému nebo mzdové účetní.' },
        {
          question: 'Co když audit odhalí chybu v odvodech?',
          answer: 'Navrhneme opravu – doplatek pojistného, opravné přehledy a případně dodatečné vyúčtování daně. Včasná oprava z vlastní iniciativy obvykle znamená nižší penále.',
        },
      ],
      intro_popup: null,
    },
    en: {
      slug: 'payroll-audit',
      name: 'Payroll audit',
      perex: 'We review your payroll before social security, the health insurer or the tax office does.',
      body: `Inspections of social security, health insurance and payroll tax uncover errors that repeat month after month and grow into large amounts over several years. A payroll audit is an independent check that finds these risks in time.

## What we check

- calculation of pay, bonuses and compensation,
- social security and health insurance contributions and tax advances,
- employee benefits and their tax treatment,
- agreements for part-time work and multiple agreements,
- working time and overtime records,
- compliance with your internal pay policy.

You receive a report listing the errors found, their financial impact and how to correct them. We also recommend a payroll audit when your payroll accountant changes or before a [company sale](app://service/141).`,
      faq: [
        { question: 'How often is a payroll audit worthwhile?', answer: 'We recommend one every two to three years and always when you change payroll system or payroll accountant.' },
        {
          question: 'What if the audit finds an error in contributions?',
          answer:
            'We propose a correction – additional contributions, corrected reports and, where needed, a supplementary tax statement. Correcting errors on your own initiative usually means lower penalties.',
        },
      ],
      intro_popup: null,
    },
  },
  // --- 3 Strategy and M&A ---------------------------------------------------------------------
  {
    id: 141,
    updated_at: '2026-06-16T14:33:00+02:00',
    group_id: 3,
    image: '/media/services/mergers-and-acquisitions.svg',
    sort: 1,
    contact_person_ids: [5, 24],
    cs: {
      slug: 'prodej-a-akvizice-firem',
      name: 'Prodej a akvizice firem',
      perex: 'Provedeme vás prodejem firmy nebo akvizicí od první úvahy po podpis smlouvy a převzetí.',
      body: `Transakce trvá obvykle šest až dvanáct měsíců a rozhoduje o výsledku celoživotní práce. Jako poradce prodávajícího nebo kupujícího řídíme celý proces, připravujeme podklady a vyjednáváme podmínky tak, aby se na nic nezapomnělo.

## Prodej firmy

- příprava firmy na prodej a odhad realistické ceny,
- informační memorandum a oslovení vhodných kupců v Česku i zahraničí,
- datová místnost a vendor due diligence,
- vyjednávání nabídek, kupní ceny a záruk,
- koordinace právníků a daňových poradců až po vypořádání.

## Akvizice

- vyhledání a prověření akvizičních cílů,
- ocenění a strukturování transakce,
- [due diligence](app://service/109) a financování,
- plán integrace po převzetí.

## Síť Meridian Global

Díky síti Meridian Global oslovíme kupce a investory ve 150 zemích. Transakční tým vede [Ing. Radek Musil, CFA](app://person/5).`,
      faq: [
        {
          question: 'Kolik stojí poradenství při prodeji firmy?',
          answer: 'Obvykle kombinujeme nižší měsíční poplatek s odměnou za úspěch navázanou na dosaženou cenu. Naše zájmy jsou tak sladěné s vašimi.',
        },
        { question: 'Jak zajistíte důvěrnost?', answer: 'Kupce oslovujeme nejprve anonymně a podrobné informace poskytujeme až po podpisu dohody o mlčenlivosti.' },
        {
          question: 'Má smysl připravovat firmu na prodej dlouho dopředu?',
          answer: 'Ano. Dva až tři roky přípravy – čisté účetnictví, nezávislost na majiteli, smluvně zajištění klíčoví zákazníci – se obvykle promítnou do vyšší ceny.',
        },
      ],
      intro_popup: {
        title: 'Uvažujete o prodeji firmy?',
        text: 'Domluvte si důvěrnou konzultaci. Řekneme vám, jakou cenu lze reálně očekávat a co pro ni můžete udělat už dnes.',
        cta: 'Domluvit konzultaci',
      },
    },
    en: {
      slug: 'mergers-and-acquisitions',
      name: 'Mergers and acquisitions',
      perex: 'We guide you through selling a company or making an acquisition, from the first idea to signing and closing.',
      body: `A transaction usually takes six to twelve months and decides the outcome of a lifetime's work. As sell-side or buy-side adviser, we manage the whole process, prepare the documents and negotiate the terms so that nothing is overlooked.

## Selling a company

- preparing the company for sale and estimating a realistic price,
- an information memorandum and approaching suitable buyers in the Czech Republic and abroad,
- data room and vendor due diligence,
- negotiating offers, the purchase price and warranties,
- coordinating lawyers and tax advisers through to completion.

## Acquisitions

- identifying and screening acquisition targets,
- valuation and deal structuring,
- [due diligence](app://service/109) and financing,
- a post-acquisition integration plan.

## The Meridian Global network

Through the Meridian Global network we reach buyers and investors in 150 countries. The transaction team is led by [Radek Musil, CFA](app://person/5).`,
      faq: [
        {
          question: 'How much does sell-side advice cost?',
          answer: 'We usually combine a lower monthly retainer with a success fee linked to the price achieved, which aligns our interests with yours.',
        },
        { question: 'How do you ensure confidentiality?', answer: 'We first approach buyers anonymously and share detailed information only after a non-disclosure agreement is signed.' },
        {
          question: 'Is it worth preparing a company for sale well in advance?',
          answer: 'Yes. Two to three years of preparation – clean accounts, independence from the owner, key customers under contract – usually translate into a higher price.',
        },
      ],
      intro_popup: {
        title: 'Thinking about selling your company?',
        text: 'Book a confidential consultation. We will tell you what price you can realistically expect and what you can do about it today.',
        cta: 'Book a consultation',
      },
    },
  },
  {
    id: 142,
    updated_at: '2026-05-23T15:46:00+02:00',
    group_id: 3,
    image: null,
    sort: 2,
    contact_person_ids: [1, 5],
    cs: {
      slug: 'strategicke-planovani',
      name: 'Strategické plánování',
      perex: 'Pomůžeme vedení a vlastníkům stanovit směr firmy na další roky a převést ho do měřitelných cílů.',
      body: `Strategie nemusí být tlustý dokument, který nikdo nečte. Potřebujete jasnou odpověď na to, kde chcete za tři až pět let být, co pro to uděláte a podle čeho poznáte, že se vám to daří.

## Jak pracujeme

- analýza trhu, konkurence a finanční situace firmy,
- workshopy s vlastníky a vedením,
- strategické cíle a klíčové ukazatele výkonnosti,
- finanční plán a investiční priority,
- pravidelné vyhodnocování plnění strategie.

Strategické plánování často předchází [prodeji nebo akvizici firmy](app://service/141) nebo vstupu investora. Finanční stránku plánu zpracujeme jako [finanční model](app://service/143).`,
      faq: [],
      intro_popup: null,
    },
    en: {
      slug: 'strategic-planning',
      name: 'Strategic planning',
      perex: "We help owners and management set the company's direction for the coming years and translate it into measurable goals.",
      body: `A strategy does not have to be a thick document nobody reads. You need a clear answer to where you want to be in three to five years, what you will do to get there and how you will know it is working.

## How we work

- analysis of the market, competitors and the company's financial position,
- workshops with owners and management,
- strategic goals and key performance indicators,
- a financial plan and investment priorities,
- regular reviews of progress against the strategy.

Strategic planning often precedes a [sale or acquisition](app://service/141) or the entry of an investor. We build the financial side of the plan as a [financial model](app://service/143).`,
      faq: [],
      intro_popup: null,
    },
  },
  {
    id: 143,
    updated_at: '2026-04-02T16:59:00+02:00',
    group_id: 3,
    image: null,
    sort: 3,
    contact_person_ids: [24],
    cs: {
      slug: 'financni-modelovani',
      name: 'Finanční modelování',
      perex: 'Postavíme finanční model pro investiční rozhodnutí, bankovní financování nebo jednání s investorem.',
      body: `Dobrý finanční model propojuje výkaz zisku a ztráty, rozvahu a cash flow a umožní rychle zjistit, co se stane, když se změní tržby, ceny vstupů nebo úrokové sazby. Banky a investoři ho dnes vyžadují jako standard.

## Co nabízíme

- integrované finanční modely s provázanými výkazy,
- scénáře a citlivostní analýzy,
- modely pro projektové a akviziční financování,
- revizi existujících modelů a odstranění chyb,
- podklady pro úvěrové komise bank.

Modely stavíme přehledně, s oddělenými vstupy a výpočty, aby s nimi váš tým mohl dál pracovat.`,
      faq: [
        { question: 'V čem modely stavíte?', answer: 'Standardně v Excelu, protože s ním umí pracovat banky i investoři. Na přání model převedeme do vašeho plánovacího nástroje.' },
        { question: 'Zkontrolujete model, který jsme postavili sami?', answer: 'Ano, revize modelu je častou službou před jednáním s bankou. Ověříme logiku, vzorce i předpoklady.' },
      ],
      intro_popup: null,
    },
    en: {
      slug: 'financial-modelling',
      name: 'Financial modelling',
      perex: 'We build financial models for investment decisions, bank financing or negotiations with investors.',
      body: `A good financial model links the profit and loss account, balance sheet and cash flow and shows quickly what happens when revenue, input prices or interest rates change. Banks and investors now expect one as standard.

## What we offer

- integrated financial models with linked statements,
- scenarios and sensitivity analyses,
- models for project and acquisition finance,
- review of existing models and error correction,
- documents for banks' credit committees.

We build models clearly, with inputs and calculations kept separate, so your team can keep working with them.`,
      faq: [
        { question: 'What do you build models in?', answer: 'Excel as standard, as banks and investors work with it. On request we transfer the model into your planning tool.' },
        { question: 'Can you review a model we built ourselves?', answer: 'Yes, a model review is a common service before meeting a bank. We check the logic, formulas and assumptions.' },
      ],
      intro_popup: null,
    },
  },
  {
    id: 144,
    updated_at: '2026-03-09T09:12:00+01:00',
    group_id: 3,
    image: null,
    sort: 4,
    contact_person_ids: [1, 24],
    cs: {
      slug: 'restrukturalizace',
      name: 'Restrukturalizace',
      perex: 'Pomáháme firmám v obtížné situaci stabilizovat cash flow, dohodnout se s bankami a vrátit se k růstu.',
      body: `Pokles zakázek, drahé energie nebo ztráta klíčového zákazníka mohou i zdravou firmu rychle dostat do problémů. Čím dříve se začne s restrukturalizací, tím víc možností zbývá.

## Co děláme

- rychlou diagnostiku finanční situace a 13týdenní plán cash flow,
- plán restrukturalizace provozní i finanční,
- jednání s bankami, leasingovými společnostmi a věřiteli,
- prodej nepotřebného majetku nebo částí podniku,
- podporu při preventivní restrukturalizaci podle zákona.

## Zjednodušení struktury skupiny

Restrukturalizací rozumíme i přeměny – fúze, rozdělení nebo převod jmění – které zjednoduší skupinu a sníží náklady. Daňové dopady přeměn posoudí kolegové z [daňového oddělení](app://service-group/12).`,
      faq: [],
      intro_popup: null,
    },
    en: {
      slug: 'restructuring',
      name: 'Restructuring',
      perex: 'We help companies in difficulty stabilise cash flow, reach agreements with banks and return to growth.',
      body: `Falling orders, expensive energy or the loss of a key customer can quickly put even a healthy company in trouble. The earlier restructuring starts, the more options remain.

## What we do

- a quick diagnosis of the financial situation and a 13-week cash flow plan,
- an operational and financial restructuring plan,
- negotiations with banks, leasing companies and creditors,
- sale of non-core assets or parts of the business,
- support in preventive restructuring under the statutory procedure.

## Simplifying the group structure

Restructuring also covers corporate transformations – mergers, demergers or transfers of assets to a shareholder – that simplify a group and reduce costs. Our [tax team](app://service-group/12) assesses their tax implications.`,
      faq: [],
      intro_popup: null,
    },
  },
  // --- 21 Family office -----------------------------------------------------------------------
  {
    id: 145,
    updated_at: '2026-02-16T10:25:00+01:00',
    group_id: 21,
    image: '/media/services/family-wealth-management.svg',
    sort: 1,
    contact_person_ids: [3, 27],
    cs: {
      slug: 'sprava-rodinneho-majetku',
      name: 'Správa rodinného majetku',
      perex: 'Udržíme přehled o majetku rodiny, jeho výnosech a rizicích a koordinujeme všechny poradce na jednom místě.',
      body: `Podnikatelské rodiny mají majetek v rodinné firmě, nemovitostech, investičních portfoliích a často i v zahraničí. Každou část spravuje někdo jiný a celkový obraz chybí. Family office tento obraz skládá dohromady.

## Co pro rodiny zajišťujeme

- konsolidovaný reporting majetku a výnosů,
- účetnictví a daně rodinných holdingů a nemovitostních společností,
- dohled nad správci investic a vyhodnocování poplatků,
- správu plateb, pojištění a administrativy,
- přípravu podkladů pro rodinné rady.

## Diskrétnost

Počet rodin, se kterými pracujeme, záměrně omezujeme. Každá má stálý tým a přímý kontakt na partnera [JUDr. Petra Kalinu](app://person/3).`,
      faq: [
        {
          question: 'Spravujete i investice?',
          answer: 'Investice přímo nespravujeme a nejsme placeni za prodej produktů. Dohlížíme na správce, které si rodina vybere, a nezávisle hodnotíme jejich výsledky.',
        },
        {
          question: 'Od jaké velikosti majetku má family office smysl?',
          answer: 'Obvykle od chvíle, kdy rodina vlastní více firem nebo nemovitostí a s majetkem pracuje více poradců, kteří spolu nekomunikují.',
        },
      ],
      intro_popup: null,
    },
    en: {
      slug: 'family-wealth-management',
      name: 'Family wealth management',
      perex: "We keep track of a family's assets, income and risks and coordinate all its advisers in one place.",
      body: `Business families hold assets in the family company, real estate, investment portfolios and often abroad. Each part is managed by someone else, and the big picture is missing. A family office puts that picture together.

## What we do for families

- consolidated reporting of assets and income,
- accounting and tax for family holding and property companies,
- oversight of investment managers and review of their fees,
- payments, insurance and administration,
- materials for family council meetings.

## Discretion

We deliberately limit the number of families we work with. Each has a dedicated team and direct access to partner [Petr Kalina](app://person/3).`,
      faq: [
        {
          question: 'Do you manage investments?',
          answer: 'We do not manage investments ourselves and are not paid for selling products. We oversee the managers the family chooses and assess their results independently.',
        },
        {
          question: 'At what level of wealth does a family office make sense?',
          answer: 'Usually once a family owns several companies or properties and its assets are handled by several advisers who do not talk to each other.',
        },
      ],
      intro_popup: null,
    },
  },
  {
    id: 146,
    updated_at: '2026-01-23T11:38:00+01:00',
    group_id: 21,
    image: null,
    sort: 2,
    contact_person_ids: [3],
    cs: {
      slug: 'nastupnictvi-a-sverenske-fondy',
      name: 'Nástupnictví a svěřenské fondy',
      perex: 'Připravíme předání rodinné firmy a majetku další generaci, včetně svěřenského fondu nebo rodinné nadace.',
      body: `Předání firmy dětem je jedním z nejtěžších rozhodnutí podnikatele. Jde o peníze a daně, ale hlavně o rodinné vztahy a o budoucnost firmy. Pomáháme najít řešení, které je spravedlivé k celé rodině a zároveň chrání podnik.

## Jak postupujeme

- rozhovory s vlastníky a dalšími členy rodiny,
- analýza majetku a daňových dopadů různých variant,
- rodinná ústava a pravidla pro zapojení rodiny do firmy,
- založení [svěřenského fondu](app://glossary/36) nebo nadace,
- postupné předávání řízení a vlastnictví.

## Svěřenský fond

Svěřenský fond umožní oddělit majetek od osobního vlastnictví, chránit ho před rozdrobením při dědění a nastavit, kdo a za jakých podmínek z něj bude mít prospěch. Zřízení i správu fondu koordinujeme s notáři a advokáty.

S daňovými aspekty předání firmy vám pomohou kolegové z [oddělení daní](app://service-group/12).`,
      faq: [
        {
          question: 'Je převod majetku do svěřenského fondu zdaněn?',
          answer: 'Bezúplatné vyčlenění majetku do fondu je za splnění podmínek osvobozeno, stejně jako plnění z fondu příbuzným obmyšleným. Podmínky je ale třeba pečlivě posoudit.',
        },
        {
          question: 'Kdy je vhodné začít s plánováním nástupnictví?',
          answer: 'Ideálně pět až deset let před plánovaným předáním, aby byl čas na přípravu nástupce i na postupné daňově efektivní kroky.',
        },
      ],
      intro_popup: null,
    },
    en: {
      slug: 'succession-planning-and-trusts',
      name: 'Succession planning and trusts',
      perex: 'We prepare the handover of the family business and assets to the next generation, including a trust or family foundation.',
      body: `Handing a business over to one's children is one of the hardest decisions an entrepreneur makes. It is about money and tax, but above all about family relationships and the company's future. We help find a solution that is fair to the whole family and protects the business.

## How we proceed

- conversations with the owners and other family members,
- analysis of assets and the tax impact of different options,
- a family constitution and rules for family involvement in the business,
- setting up a [trust fund](app://glossary/36) or foundation,
- gradual transfer of management and ownership.

## Trust funds

A Czech trust fund separates assets from personal ownership, protects them from fragmentation through inheritance and sets out who benefits from them and on what terms. We coordinate the set-up and administration of the fund with notaries and lawyers.

Our [tax team](app://service-group/12) will help you with the tax aspects of the handover.`,
      faq: [
        {
          question: 'Is a transfer of assets into a trust fund taxed?',
          answer: 'A gratuitous transfer into a fund is exempt if the conditions are met, as are distributions to related beneficiaries. The conditions need careful assessment, however.',
        },
        {
          question: 'When should succession planning start?',
          answer: 'Ideally five to ten years before the planned handover, to allow time to prepare the successor and take gradual, tax-efficient steps.',
        },
      ],
      intro_popup: null,
    },
  },
  {
    // Czech only: aimed at Czech tax residents; the English page would duplicate service 106.
    id: 147,
    updated_at: '2026-06-02T12:51:00+02:00',
    group_id: 21,
    image: null,
    sort: 3,
    contact_person_ids: [27, 3],
    cs: {
      slug: 'danove-poradenstvi-pro-majetne-jednotlivce',
      name: 'Daňové poradenství pro majetné jednotlivce',
      perex: 'Komplexní daňová péče o podnikatele a investory – přiznání, investice, nemovitosti i zahraniční majetek.',
      body: `Čím větší a rozmanitější majetek, tím více daňových otázek. Prodej podílu ve firmě, výplata dividend, pronájem nemovitostí, investice do fondů či kryptoaktiv – každá z těchto situací má vlastní pravidla a lhůty.

## Co zajišťujeme

- daňová přiznání včetně zahraničních příjmů,
- plánování výplaty dividend a prodeje podílů s ohledem na časový test,
- zdanění nemovitostí v Česku i v zahraničí,
- oznamování osvobozených příjmů nad 5 milionů Kč,
- daňové dopady stěhování do zahraničí a změny rezidence,
- zastupování při komunikaci s finančním úřadem.

## Spolupráce

Daňové poradenství je součástí komplexní [správy rodinného majetku](app://service/145). Vaší osobní poradkyní bude [Mgr. Anna Malá](app://person/27).`,
      faq: [
        {
          question: 'Jak se zdaňují dividendy?',
          answer: 'Dividendy od české společnosti podléhají srážkové dani 15 %, kterou odvede vyplácející firma. Dividendy ze zahraničí se uvádějí v přiznání.',
        },
        {
          question: 'Kdy je prodej podílu ve firmě osvobozen?',
          answer: 'Příjem z prodeje podílu v obchodní korporaci je osvobozen po pěti letech vlastnictví; u příjmů nad 40 milionů Kč ročně ale od roku 2025 platí limit osvobození.',
        },
      ],
      intro_popup: null,
    },
  },
]
