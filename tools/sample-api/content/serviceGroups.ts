// The twelve service areas (spec §2 table). Ids and slugs are fixed by the spec and the redirects
// of §9, so they must not change; `sort` follows the spec's order (constants.serviceGroupIds).
// Markdown bodies are kept flush-left: indented lines would turn into code blocks.
import type { AuthoredServiceGroup } from './types.js'

export const serviceGroups: AuthoredServiceGroup[] = [
  {
    id: 12,
    updated_at: '2026-02-14T13:36:00+01:00',
    image: '/media/services/taxes.svg',
    sort: 1,
    cs: {
      slug: 'dane',
      name: 'Daně',
      perex: 'Daňové poradenství pro firmy i jednotlivce – od přiznání přes DPH až po převodní ceny a zastupování při kontrolách.',
      body: `Daňové předpisy se v Česku mění několikrát do roka a chyba v přiznání nebo kontrolním hlášení se může prodražit. Naši daňoví poradci, zapsaní v Komoře daňových poradců ČR, za vás hlídají termíny, novely i judikaturu a navrhují řešení, která obstojí i při kontrole.

## S čím vám pomůžeme

- přiznání k dani z příjmů právnických i fyzických osob,
- DPH, kontrolní hlášení, souhrnná hlášení a režim OSS,
- převodní ceny a dokumentace transakcí ve skupině,
- mezinárodní zdanění, stálé provozovny a srážkové daně,
- zastupování při daňových kontrolách a v odvolacím řízení.

Pracujeme pro české střední firmy, dceřiné společnosti zahraničních skupin i podnikatele a majetné rodiny. Díky síti Meridian Global koordinujeme daňové otázky i v zahraničí.`,
    },
    en: {
      slug: 'taxes',
      name: 'Taxes',
      perex: 'Tax advice for companies and individuals – from returns and VAT to transfer pricing and representation in tax audits.',
      body: `Czech tax law changes several times a year, and a mistake in a return or a VAT control statement can be costly. Our tax advisers, all members of the Chamber of Tax Advisers of the Czech Republic, keep track of deadlines, amendments and case law for you and propose solutions that stand up to scrutiny.

## How we can help

- corporate and personal income tax returns,
- VAT, control statements, EC sales lists and the OSS scheme,
- transfer pricing and documentation of intra-group transactions,
- international taxation, permanent establishments and withholding taxes,
- representation in tax audits and appeals.

We work for Czech mid-sized companies, subsidiaries of foreign groups, entrepreneurs and private clients. Through the Meridian Global network we coordinate tax matters abroad as well.`,
    },
  },
  {
    id: 18,
    updated_at: '2026-02-28T11:54:00+01:00',
    image: '/media/services/audit.svg',
    sort: 2,
    cs: {
      slug: 'audit',
      name: 'Audit',
      perex: 'Statutární i dobrovolné audity, audity dotací a prověrky, které dávají vlastníkům, bankám i úřadům jistotu o vašich číslech.',
      body: `Audit u nás není jen povinnost splněná k termínu. Naši auditoři zapsaní v Komoře auditorů ČR pracují podle mezinárodních auditorských standardů (ISA) a kromě výroku vám předají i praktická doporučení k účetnictví a vnitřním kontrolám.

## Co ověřujeme

- účetní závěrky podle českých účetních předpisů i IFRS,
- konsolidované závěrky skupin,
- vyúčtování dotací a projektů z evropských fondů,
- přeměny společností a nepeněžité vklady,
- finanční informace pro kupce a investory (due diligence).

Auditujeme výrobní podniky, obchodní a technologické firmy, neziskové organizace i dceřiné společnosti nadnárodních skupin. Audit plánujeme tak, aby co nejméně zatížil vaše účetní oddělení.`,
    },
    en: {
      slug: 'audit',
      name: 'Audit',
      perex: 'Statutory and voluntary audits, grant audits and reviews that give owners, banks and authorities confidence in your numbers.',
      body: `For us an audit is more than a box ticked before a deadline. Our auditors, registered with the Chamber of Auditors of the Czech Republic, work under International Standards on Auditing (ISA) and, besides the opinion, hand you practical recommendations on accounting and internal controls.

## What we audit

- financial statements under Czech GAAP and IFRS,
- consolidated financial statements of groups,
- grant claims and EU-funded projects,
- company mergers and contributions in kind,
- financial information for buyers and investors (due diligence).

Our clients include manufacturers, trading and technology companies, non-profit organisations and subsidiaries of multinational groups. We plan each audit so that it puts as little strain on your finance team as possible.`,
    },
  },
  {
    id: 24,
    updated_at: '2026-02-14T09:12:00+01:00',
    image: '/media/services/system-and-software-solutions.svg',
    sort: 3,
    cs: {
      slug: 'systemova-a-softwarova-reseni',
      name: 'Systémová a softwarová řešení',
      perex: 'Účetní a mzdové systémy, automatizace a reporting, které šetří čas vašim financím.',
      body: `Finanční oddělení často tráví hodiny ručním přepisováním dat mezi systémy. Spojujeme znalost účetnictví s technickou praxí, a proto navrhujeme řešení, která dávají smysl účetním i IT.

## Co nabízíme

- výběr a implementaci účetních a ERP systémů,
- propojení bank, e-shopů a účetnictví přes API,
- automatizované zpracování došlých faktur,
- manažerské dashboardy v Power BI,
- školení uživatelů a následnou podporu.

Pomáháme malým firmám, které přerostly tabulky, i skupinám, které potřebují sjednotit reporting více společností.`,
    },
    en: {
      slug: 'system-and-software-solutions',
      name: 'System and software solutions',
      perex: 'Accounting and payroll systems, automation and reporting that save your finance team time.',
      body: `Finance teams often spend hours copying data from one system to another by hand. We combine accounting know-how with hands-on technical experience, so the solutions we design make sense both to accountants and to IT.

## What we offer

- selection and implementation of accounting and ERP systems,
- API integrations between banks, e-shops and accounting,
- automated processing of incoming invoices,
- management dashboards in Power BI,
- user training and ongoing support.

We help small businesses that have outgrown spreadsheets as well as groups that need consistent reporting across several companies.`,
    },
  },
  {
    id: 23,
    updated_at: '2026-03-07T16:59:00+01:00',
    image: '/media/services/company-formation-and-management.svg',
    sort: 4,
    cs: {
      slug: 'zakladani-a-sprava-firem-smart-office-companies',
      name: 'Zakládání a správa firem (Smart Office Companies)',
      perex: 'Založíme vám firmu, zajistíme sídlo a postaráme se o její administrativu, abyste se mohli věnovat podnikání.',
      body: `Založení společnosti s ručením omezeným zvládneme zpravidla do deseti pracovních dnů včetně zápisu do obchodního rejstříku. Zahraničním investorům připravíme vše potřebné k tomu, aby mohli v Česku podnikat bez zbytečných cest na úřady.

## Služby Smart Office Companies

- založení s.r.o. a a.s. na klíč, včetně ready-made společností,
- sídlo firmy v Praze nebo Brně a správa pošty,
- změny v obchodním rejstříku a evidenci skutečných majitelů,
- korporátní agenda – valné hromady, zápisy, rozhodnutí jediného společníka,
- likvidace a ukončení činnosti společnosti.

Služby kombinujeme s účetnictvím a daněmi, takže nová firma má od prvního dne všechno pod jednou střechou.`,
    },
    en: {
      slug: 'company-formation-and-management',
      name: 'Company formation and management',
      perex: 'We set up your company, provide a registered office and handle its administration so you can focus on the business.',
      body: `We can usually set up a limited liability company within ten working days, including registration in the Commercial Register. For foreign investors we prepare everything needed to do business in the Czech Republic without unnecessary trips to government offices.

## Smart Office Companies services

- turnkey formation of s.r.o. and a.s. companies, including shelf companies,
- registered office in Prague or Brno and mail handling,
- changes in the Commercial Register and the register of beneficial owners,
- corporate housekeeping – general meetings, minutes, sole shareholder decisions,
- liquidation and winding up of companies.

We combine these services with accounting and tax, so a new company has everything under one roof from day one.`,
    },
  },
  {
    id: 28,
    updated_at: '2026-04-14T13:04:00+02:00',
    image: '/media/services/esg-and-compliance.svg',
    sort: 5,
    cs: {
      slug: 'esg-a-compliance',
      name: 'ESG a compliance',
      perex: 'Pomáháme firmám připravit se na reporting udržitelnosti a nastavit compliance tak, aby obstála před bankami i odběrateli.',
      body: `Požadavky na ESG se netýkají jen velkých korporací. Banky, investoři a nadnárodní odběratelé dnes chtějí data o emisích a řízení firmy i od svých menších dodavatelů. Pomůžeme vám zjistit, co se vás skutečně týká, a připravit se na to s rozumnými náklady.

## Jak pomáháme

- analýza dvojí významnosti a příprava reportingu podle CSRD a standardů ESRS,
- výpočet uhlíkové stopy v rozsahu Scope 1, 2 a 3,
- vnitřní oznamovací systém podle zákona o ochraně oznamovatelů,
- compliance programy, etické kodexy a AML postupy,
- školení vedení a zaměstnanců.

ESG propojujeme s účetními a auditními daty, takže vykázaná čísla jsou ověřitelná a navazují na finanční výkazy.`,
    },
    en: {
      slug: 'esg-and-compliance',
      name: 'ESG and compliance',
      perex: 'We help companies prepare for sustainability reporting and set up compliance that satisfies banks and customers alike.',
      body: `ESG requirements are not only a matter for large corporations. Banks, investors and multinational customers now ask their smaller suppliers for data on emissions and governance too. We help you find out what really applies to you and prepare for it at a reasonable cost.

## How we help

- double materiality assessment and reporting under the CSRD and the ESRS standards,
- carbon footprint calculation covering Scope 1, 2 and 3,
- internal whistleblowing systems under the Czech Whistleblower Protection Act,
- compliance programmes, codes of ethics and AML procedures,
- training for management and staff.

We link ESG to accounting and audit data, so the figures you report can be verified and tie in with your financial statements.`,
    },
  },
  {
    id: 19,
    updated_at: '2026-01-07T12:07:00+01:00',
    image: '/media/services/accounting.svg',
    sort: 6,
    cs: {
      slug: 'ucetnictvi',
      name: 'Účetnictví',
      perex: 'Spolehlivé vedení účetnictví, závěrky a reporting pro české firmy i dceřiné společnosti zahraničních skupin.',
      body: `Převezmeme vaše účetnictví kompletně, nebo doplníme vaše interní oddělení tam, kde mu chybí kapacita. Každý klient má svého hlavního účetního a zástupce, takže se nemusíte bát výpadku v době dovolených ani uzávěrek.

## Co pro vás zajistíme

- vedení podvojného účetnictví a daňové evidence,
- měsíční a čtvrtletní uzávěrky, roční účetní závěrku a výroční zprávu,
- reporting pro mateřskou společnost podle IFRS nebo US GAAP,
- controlling, rozpočty a manažerské přehledy,
- elektronickou archivaci dokladů a přístup do účetnictví online.

Účtujeme pro výrobní, obchodní i servisní firmy a pro desítky dceřiných společností zahraničních skupin, kterým reportujeme v angličtině a v termínech skupiny.`,
    },
    en: {
      slug: 'accounting',
      name: 'Accounting',
      perex: 'Reliable bookkeeping, financial statements and reporting for Czech companies and subsidiaries of foreign groups.',
      body: `We can take over your accounting entirely or support your in-house team where it lacks capacity. Every client has a lead accountant and a deputy, so holidays and year-end peaks never leave you uncovered.

## What we take care of

- double-entry bookkeeping and tax records,
- monthly and quarterly closings, annual financial statements and annual reports,
- group reporting under IFRS or US GAAP,
- controlling, budgets and management reports,
- electronic document archiving and online access to your books.

We keep the books of manufacturing, trading and service companies and of dozens of subsidiaries of foreign groups, reporting to them in English and on the group's timetable.`,
    },
  },
  {
    id: 26,
    updated_at: '2026-06-28T11:38:00+02:00',
    image: '/media/services/forensic-audit.svg',
    sort: 7,
    cs: {
      slug: 'forenzni-audit',
      name: 'Forenzní audit',
      perex: 'Prověřujeme podezření z podvodů, hledáme skryté vazby a pomáháme firmám chránit se před hospodářskou trestnou činností.',
      body: `Když ve firmě mizí peníze, zboží nebo data, je potřeba jednat rychle a diskrétně. Náš forenzní tým kombinuje znalosti účetnictví, práva a analýzy dat a výsledky zpracovává tak, aby obstály u soudu i v trestním řízení.

## Kdy nás oslovit

- podezření na zpronevěru, korupci nebo fiktivní dodavatele,
- spory mezi společníky a ocenění škody,
- prověrka obchodních partnerů a střetu zájmů,
- nastavení kontrol, které podvodům předcházejí.

Pracujeme pro vlastníky a vedení firem, dozorčí rady, advokátní kanceláře i insolvenční správce.`,
    },
    en: {
      slug: 'forensic-audit',
      name: 'Forensic audit',
      perex: 'We investigate suspected fraud, uncover hidden relationships and help companies protect themselves against economic crime.',
      body: `When money, goods or data go missing, you need to act quickly and discreetly. Our forensic team combines accounting, legal and data-analysis skills and documents its findings so they hold up in court and in criminal proceedings.

## When to call us

- suspected embezzlement, bribery or fictitious suppliers,
- shareholder disputes and quantification of damages,
- background checks on business partners and conflicts of interest,
- designing controls that prevent fraud in the first place.

We work for owners and management, supervisory boards, law firms and insolvency administrators.`,
    },
  },
  {
    id: 27,
    updated_at: '2026-05-07T12:51:00+02:00',
    image: '/media/services/public-procurement.svg',
    sort: 8,
    cs: {
      slug: 'verejne-zakazky',
      name: 'Veřejné zakázky',
      perex: 'Administrujeme zadávací řízení pro veřejné zadavatele a pomáháme dodavatelům podávat nabídky, které projdou posouzením.',
      body: `Zákon o zadávání veřejných zakázek je plný formálních požadavků a jediná chyba může znamenat zrušení řízení nebo vyloučení nabídky. Náš tým právníků a ekonomů zná praxi Úřadu pro ochranu hospodářské soutěže i požadavky poskytovatelů dotací.

## Pro zadavatele i dodavatele

- kompletní administrace zadávacích řízení včetně elektronických nástrojů,
- příprava zadávací dokumentace a hodnoticích kritérií,
- příprava nabídek a kvalifikační dokumentace,
- námitky a zastupování v řízení před ÚOHS,
- kontrola zakázek financovaných z dotací.

Pracujeme pro obce, kraje, nemocnice a příspěvkové organizace i pro stavební, IT a servisní firmy, které se o zakázky ucházejí.`,
    },
    en: {
      slug: 'public-procurement',
      name: 'Public procurement',
      perex: 'We run tender procedures for contracting authorities and help suppliers submit bids that pass evaluation.',
      body: `The Czech Public Procurement Act is full of formal requirements, and a single mistake can mean a cancelled procedure or an excluded bid. Our team of lawyers and economists knows the practice of the Office for the Protection of Competition and the requirements of grant providers.

## For contracting authorities and suppliers

- full administration of tender procedures, including e-procurement tools,
- tender documentation and evaluation criteria,
- bid and qualification documents,
- objections and representation before the competition office,
- reviews of grant-funded contracts.

We work for municipalities, regions, hospitals and public bodies as well as for construction, IT and service companies that bid for public contracts.`,
    },
  },
  {
    id: 20,
    updated_at: '2026-06-14T13:20:00+02:00',
    image: '/media/services/valuation.svg',
    sort: 9,
    cs: {
      slug: 'ocenovani',
      name: 'Oceňování',
      perex: 'Oceňujeme podniky, podíly i nehmotný majetek a jako znalecký ústav zpracováváme posudky pro soudy a úřady.',
      body: `Hodnota firmy je klíčová při prodeji, vstupu investora, přeměně i sporu mezi společníky. Jsme zapsáni v seznamu znaleckých ústavů vedeném Ministerstvem spravedlnosti, takže naše posudky můžete použít i před soudem nebo pro účely zákona o obchodních korporacích.

## Co oceňujeme

- podniky a obchodní podíly,
- nehmotný majetek – ochranné známky, software, licence a know-how,
- nepeněžité vklady a majetek při přeměnách,
- alokaci kupní ceny po akvizici (PPA) a testy na snížení hodnoty,
- převody mezi spojenými osobami pro daňové účely.

Používáme výnosové, tržní i majetkové metody a výsledek vždy srozumitelně vysvětlíme – i lidem, kteří nejsou finančníci.`,
    },
    en: {
      slug: 'valuation',
      name: 'Valuation',
      perex: 'We value businesses, shares and intangible assets and, as a registered expert institute, prepare expert opinions for courts and authorities.',
      body: `The value of a company matters when it is sold, when an investor comes in, in a merger and in a shareholder dispute. We are listed in the register of expert institutes kept by the Czech Ministry of Justice, so our opinions can be used in court and for the purposes of the Business Corporations Act.

## What we value

- businesses and ownership interests,
- intangible assets – trademarks, software, licences and know-how,
- contributions in kind and assets in mergers and demergers,
- purchase price allocation (PPA) and impairment tests,
- transfers between related parties for tax purposes.

We use income, market and asset-based approaches and always explain the result clearly – also to people who are not finance professionals.`,
    },
  },
  {
    id: 22,
    updated_at: '2026-04-28T15:46:00+02:00',
    image: '/media/services/payroll-and-hr.svg',
    sort: 10,
    cs: {
      slug: 'mzdy-a-hr',
      name: 'Mzdy a HR',
      perex: 'Zpracujeme mzdy přesně a včas, postaráme se o personální agendu a poradíme se zaměstnáváním cizinců.',
      body: `Mzdy jsou citlivá oblast: zaměstnanci chtějí výplatu včas a bez chyb a úřady hlídají každé hlášení. Zpracováváme mzdy pro firmy od deseti do několika tisíc zaměstnanců a sledujeme každou změnu v pojistném, daních i zákoníku práce.

## Co převezmeme

- měsíční zpracování mezd, výplatní pásky a platební příkazy,
- přihlášky a hlášení na ČSSZ, zdravotní pojišťovny a finanční úřad,
- roční zúčtování daně a potvrzení o zdanitelných příjmech,
- pracovní smlouvy, dohody a personální evidenci,
- víza, zaměstnanecké karty a povolení pro zahraniční pracovníky.

Mzdová data chráníme podle GDPR a zaměstnanci mají výplatní pásky k dispozici v zabezpečeném online portálu.`,
    },
    en: {
      slug: 'payroll-and-hr',
      name: 'Payroll and HR',
      perex: 'We run payroll accurately and on time, handle HR administration and advise on employing foreign nationals.',
      body: `Payroll is a sensitive area: employees expect to be paid on time and without errors, and the authorities check every filing. We process payroll for companies with anything from ten to several thousand employees and follow every change in social security, tax and the Labour Code.

## What we take over

- monthly payroll, payslips and payment orders,
- registrations and reports to social security, health insurers and the tax office,
- annual tax reconciliation and certificates of taxable income,
- employment contracts, agreements and personnel records,
- visas, employee cards and permits for foreign workers.

We protect payroll data in line with the GDPR, and employees can access their payslips in a secure online portal.`,
    },
  },
  {
    id: 3,
    updated_at: '2026-05-07T12:39:00+02:00',
    image: '/media/services/strategy-and-m-a.svg',
    sort: 11,
    cs: {
      slug: 'strategie-a-ma',
      name: 'Strategie a M&A',
      perex: 'Provedeme vás prodejem nebo koupí firmy, pomůžeme s financováním a připravíme strategii, která obstojí před investory.',
      body: `Prodej nebo koupě firmy je pro většinu majitelů jednorázová událost, a proto se vyplatí mít vedle sebe tým, který transakcemi prochází pravidelně. Koordinujeme finanční, daňovou i právní stránku a hlídáme, aby se jednání neztratila v detailech.

## Jak pomáháme

- prodej firmy a hledání investora, včetně zahraničních kupců přes síť Meridian Global,
- vyhledání a prověření akvizičních cílů,
- finanční modely, podnikatelské plány a podklady pro banky,
- strategické plánování a restrukturalizace.

Typickým klientem je rodinná firma s obratem od 100 milionů korun, která řeší nástupnictví, růst akvizicemi nebo vstup finančního investora.`,
    },
    en: {
      slug: 'strategy-and-m-a',
      name: 'Strategy and M&A',
      perex: 'We guide you through selling or buying a company, help with financing and build a strategy that convinces investors.',
      body: `For most owners, selling or buying a company happens once in a lifetime, so it pays to have a team at your side that does transactions all the time. We coordinate the financial, tax and legal sides and make sure negotiations do not get lost in the detail.

## How we help

- sale of a business and investor search, including foreign buyers via the Meridian Global network,
- identification and screening of acquisition targets,
- financial models, business plans and documents for banks,
- strategic planning and restructuring.

A typical client is a family business with a turnover of CZK 100 million or more dealing with succession, growth by acquisition or the entry of a financial investor.`,
    },
  },
  {
    id: 21,
    updated_at: '2026-05-21T14:33:00+02:00',
    image: '/media/services/family-office.svg',
    sort: 12,
    cs: {
      slug: 'family-office',
      name: 'Family office',
      perex: 'Diskrétní péče o majetek podnikatelských rodin – od daní a struktury majetku po předání firmy další generaci.',
      body: `Rodinný majetek bývá rozložen mezi firmy, nemovitosti, investice a často i několik zemí. Pomůžeme vám udržet přehled, nastavit strukturu, která chrání majetek, a připravit hladké předání další generaci.

## Co pro rodiny děláme

- konsolidovaný přehled o majetku a jeho výnosech,
- daňové poradenství pro rodinu a rodinné holdingy,
- svěřenské fondy, nadace a rodinné ústavy,
- plánování nástupnictví a dědictví,
- koordinaci bank, správců investic a advokátů.

Pracujeme s omezeným počtem rodin, kterým věnujeme stálý tým a přístup na úrovni partnera.`,
    },
    en: {
      slug: 'family-office',
      name: 'Family office',
      perex: 'Discreet care for the wealth of business families – from tax and asset structures to handing the business over to the next generation.',
      body: `Family wealth is usually spread across companies, real estate, investments and often several countries. We help you keep an overview, set up a structure that protects your assets and prepare a smooth handover to the next generation.

## What we do for families

- a consolidated view of assets and the income they generate,
- tax advice for the family and family holding companies,
- trusts, foundations and family institutions,
- succession and estate planning,
- coordination of banks, investment managers and lawyers.

We work with a limited number of families, each of whom has a dedicated team and partner-level attention.`,
    },
  },
]
