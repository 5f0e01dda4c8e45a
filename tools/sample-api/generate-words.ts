// Word lists for the dataset generator: Czech with its cases (so assembled sentences agree) and
// English, all on the firm's subject matter. Generated text reads like plausible filler from an
// advisory firm's site, never like lorem ipsum, and exercises diacritics everywhere.

/** A topic with the Czech cases the sentence templates need, and its English name. */
export type Topic = { nom: string; gen: string; acc: string; loc: string; en: string }

const t = (nom: string, gen: string, acc: string, loc: string, en: string): Topic => ({ nom, gen, acc, loc, en })

export const topics: readonly Topic[] = [
  t('daň z příjmů', 'daně z příjmů', 'daň z příjmů', 'dani z příjmů', 'income tax'),
  t('DPH', 'DPH', 'DPH', 'DPH', 'VAT'),
  t('mzdová agenda', 'mzdové agendy', 'mzdovou agendu', 'mzdové agendě', 'payroll administration'),
  t('účetní závěrka', 'účetní závěrky', 'účetní závěrku', 'účetní závěrce', 'financial statements'),
  t('převodní ceny', 'převodních cen', 'převodní ceny', 'převodních cenách', 'transfer pricing'),
  t('kontrolní hlášení', 'kontrolního hlášení', 'kontrolní hlášení', 'kontrolním hlášení', 'the VAT control statement'),
  t('paušální daň', 'paušální daně', 'paušální daň', 'paušální dani', 'the flat-rate tax'),
  t('silniční daň', 'silniční daně', 'silniční daň', 'silniční dani', 'road tax'),
  t('daň z nemovitých věcí', 'daně z nemovitých věcí', 'daň z nemovitých věcí', 'dani z nemovitých věcí', 'real estate tax'),
  t('povinný audit', 'povinného auditu', 'povinný audit', 'povinném auditu', 'the statutory audit'),
  t('due diligence', 'due diligence', 'due diligence', 'due diligence', 'due diligence'),
  t('ocenění podniku', 'ocenění podniku', 'ocenění podniku', 'ocenění podniku', 'business valuation'),
  t('ESG reporting', 'ESG reportingu', 'ESG reporting', 'ESG reportingu', 'ESG reporting'),
  t('ochrana oznamovatelů', 'ochrany oznamovatelů', 'ochranu oznamovatelů', 'ochraně oznamovatelů', 'whistleblower protection'),
  t('veřejná zakázka', 'veřejné zakázky', 'veřejnou zakázku', 'veřejné zakázce', 'public procurement'),
  t('elektronická faktura', 'elektronické faktury', 'elektronickou fakturu', 'elektronické faktuře', 'e-invoicing'),
  t('zálohy na daň', 'záloh na daň', 'zálohy na daň', 'zálohách na daň', 'tax prepayments'),
  t('cestovní náhrady', 'cestovních náhrad', 'cestovní náhrady', 'cestovních náhradách', 'travel allowances'),
  t('zaměstnanecké benefity', 'zaměstnaneckých benefitů', 'zaměstnanecké benefity', 'zaměstnaneckých benefitech', 'employee benefits'),
  t('dohoda o provedení práce', 'dohody o provedení práce', 'dohodu o provedení práce', 'dohodě o provedení práce', 'agreements to perform work'),
  t('odpisy majetku', 'odpisů majetku', 'odpisy majetku', 'odpisech majetku', 'depreciation of assets'),
  t('účetní rezervy', 'účetních rezerv', 'účetní rezervy', 'účetních rezervách', 'accounting provisions'),
  t('fúze společností', 'fúze společností', 'fúzi společností', 'fúzi společností', 'company mergers'),
  t('přeměna společnosti', 'přeměny společnosti', 'přeměnu společnosti', 'přeměně společnosti', 'corporate restructuring'),
  t('rodinný majetek', 'rodinného majetku', 'rodinný majetek', 'rodinném majetku', 'family wealth'),
  t('svěřenský fond', 'svěřenského fondu', 'svěřenský fond', 'svěřenském fondu', 'trust funds'),
  t('předání rodinné firmy', 'předání rodinné firmy', 'předání rodinné firmy', 'předání rodinné firmy', 'family business succession'),
  t('vnitřní kontrolní systém', 'vnitřního kontrolního systému', 'vnitřní kontrolní systém', 'vnitřním kontrolním systému', 'the internal control system'),
  t('hospodářská kriminalita', 'hospodářské kriminality', 'hospodářskou kriminalitu', 'hospodářské kriminalitě', 'white-collar crime'),
  t('podnikový informační systém', 'podnikového informačního systému', 'podnikový informační systém', 'podnikovém informačním systému', 'the ERP system'),
  t('digitalizace účetnictví', 'digitalizace účetnictví', 'digitalizaci účetnictví', 'digitalizaci účetnictví', 'digital bookkeeping'),
  t('daňová kontrola', 'daňové kontroly', 'daňovou kontrolu', 'daňové kontrole', 'tax inspections'),
  t('globální minimální daň', 'globální minimální daně', 'globální minimální daň', 'globální minimální dani', 'the global minimum tax'),
  t('konsolidace skupiny', 'konsolidace skupiny', 'konsolidaci skupiny', 'konsolidaci skupiny', 'group consolidation'),
  t('výkaznictví podle IFRS', 'výkaznictví podle IFRS', 'výkaznictví podle IFRS', 'výkaznictví podle IFRS', 'IFRS reporting'),
  t('řízení peněžních toků', 'řízení peněžních toků', 'řízení peněžních toků', 'řízení peněžních toků', 'cash flow management'),
  t('obchodní rejstřík', 'obchodního rejstříku', 'obchodní rejstřík', 'obchodním rejstříku', 'the commercial register'),
  t('evidence skutečných majitelů', 'evidence skutečných majitelů', 'evidenci skutečných majitelů', 'evidenci skutečných majitelů', 'the register of beneficial owners'),
  t('sociální a zdravotní pojištění', 'sociálního a zdravotního pojištění', 'sociální a zdravotní pojištění', 'sociálním a zdravotním pojištění', 'social and health insurance'),
  t('investiční pobídky', 'investičních pobídek', 'investiční pobídky', 'investičních pobídkách', 'investment incentives'),
  t('výzkum a vývoj', 'výzkumu a vývoje', 'výzkum a vývoj', 'výzkumu a vývoji', 'research and development relief'),
  t('daň z neočekávaných zisků', 'daně z neočekávaných zisků', 'daň z neočekávaných zisků', 'dani z neočekávaných zisků', 'the windfall tax'),
]

/** Audiences in the Czech nominative, accusative and genitive plural, and in English. */
export const audiences: readonly { nom: string; cs: string; gen: string; en: string }[] = [
  { nom: 'malé firmy', cs: 'malé firmy', gen: 'malých firem', en: 'small businesses' },
  { nom: 'OSVČ', cs: 'OSVČ', gen: 'OSVČ', en: 'sole traders' },
  { nom: 'rodinné firmy', cs: 'rodinné firmy', gen: 'rodinných firem', en: 'family businesses' },
  { nom: 'e-shopy', cs: 'e-shopy', gen: 'e-shopů', en: 'online shops' },
  { nom: 'stavební firmy', cs: 'stavební firmy', gen: 'stavebních firem', en: 'construction companies' },
  { nom: 'neziskové organizace', cs: 'neziskové organizace', gen: 'neziskových organizací', en: 'non-profit organisations' },
  { nom: 'holdingové struktury', cs: 'holdingové struktury', gen: 'holdingových struktur', en: 'holding structures' },
  { nom: 'výrobní podniky', cs: 'výrobní podniky', gen: 'výrobních podniků', en: 'manufacturers' },
  { nom: 'technologické start-upy', cs: 'technologické start-upy', gen: 'technologických start-upů', en: 'tech start-ups' },
  { nom: 'obce a kraje', cs: 'obce a kraje', gen: 'obcí a krajů', en: 'municipalities and regions' },
  { nom: 'zahraniční investoři', cs: 'zahraniční investory', gen: 'zahraničních investorů', en: 'foreign investors' },
  { nom: 'zdravotnická zařízení', cs: 'zdravotnická zařízení', gen: 'zdravotnických zařízení', en: 'healthcare providers' },
]

export const monthsGen = ['ledna', 'února', 'března', 'dubna', 'května', 'června', 'července', 'srpna', 'září', 'října', 'listopadu', 'prosince']
export const monthsEn = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** Sentence templates; slots: {nom} {gen} {acc} {vloc} ("v/ve" + locative) {aud} (accusative) {audNom} {audGen} {year} {n} {n2} {day} {month}. */
export const sentencesCs = [
  'Od 1. ledna {year} platí nová pravidla pro {acc}, která se dotknou zejména {audGen}.',
  'V praxi se často setkáváme s tím, že firmy podceňují přípravu podkladů pro {acc}.',
  'Doporučujeme projít interní směrnice a ověřit, zda odpovídají aktuálnímu znění zákona.',
  'Správce daně se při kontrolách stále častěji zaměřuje na {acc}.',
  'Klienti se nás často ptají, jak {acc} nastavit tak, aby obstáli při případné kontrole.',
  'U {audGen} je situace složitější, protože pracují s větším objemem dokladů.',
  'Lhůta pro podání přiznání letos připadá na {day}. {month}.',
  'Změna se podle odhadů týká zhruba {n} tisíc podnikatelů.',
  'Pokud si nejste jisti, jak postupovat, ozvěte se nám – projdeme s vámi konkrétní situaci a navrhneme další kroky.',
  'Zkušenosti z {n} projektů ukazují, že nejvíce času zabere sběr dat, ne samotný výpočet.',
  'Důležité je mít pořádek v evidenci a včas komunikovat s účetní i s vedením firmy.',
  'V oblasti {gen} se vyplatí plánovat s předstihem alespoň jednoho čtvrtletí.',
  'Nová judikatura Nejvyššího správního soudu přitom posouvá výklad {gen} správným směrem.',
  'Změny {vloc} sledujeme průběžně a klienty o nich informujeme v pravidelném přehledu.',
  'Celý proces obvykle trvá {n2} až {n} týdnů podle rozsahu a kvality podkladů.',
  'Chybou bývá spoléhat na loňské nastavení – zákonné limity se mění každý rok.',
  'Pro {aud} jsme připravili zjednodušený postup, který šetří čas i náklady.',
  'Téma {gen} není jen otázkou daní, ale i reputace firmy vůči bankám a obchodním partnerům.',
  'Největší riziko vidíme v nejasně zdokumentovaných rozhodnutích, která se zpětně těžko obhajují.',
  'Vyplatí se proto nechat si {acc} zkontrolovat nezávislým odborníkem ještě před uzávěrkou.',
  'V oblasti {gen} naši specialisté loni pomohli více než {n} klientům.',
  'Zákon přitom připouští několik výjimek, které se v praxi využívají jen zřídka.',
]

export const sentencesEn = [
  'From 1 January {year}, new rules apply to {en}, affecting {audEn} in particular.',
  'In practice we often see companies underestimate the groundwork that {en} requires.',
  'We recommend reviewing your internal policies and checking that they reflect the current wording of the law.',
  'Tax authorities increasingly focus on {en} during inspections.',
  'Clients often ask us how to set up {en} so that everything stands up to a possible inspection.',
  'For {audEn} the situation is more complex, as they handle a larger volume of documents.',
  'This year the filing deadline falls on {day} {monthEn}.',
  'According to estimates, the change affects roughly {n} thousand businesses.',
  'If you are unsure how to proceed, get in touch – we will go through your situation and suggest the next steps.',
  'Experience from {n} projects shows that collecting data takes the most time, not the calculation itself.',
  'It pays to keep records in order and to talk to your accountant and management early.',
  'When it comes to {en}, planning at least one quarter ahead pays off.',
  'Recent case law of the Supreme Administrative Court moves the interpretation of {en} in the right direction.',
  'We follow changes in {en} continuously and keep clients informed in a regular briefing.',
  'The whole process usually takes {n2} to {n} weeks, depending on scope and the quality of the records.',
  'A common mistake is relying on last year’s set-up – statutory thresholds change every year.',
  'For {audEn} we have prepared a simplified procedure that saves both time and cost.',
  'The topic of {en} is not only about tax, but also about a company’s reputation with banks and partners.',
  'The biggest risk lies in poorly documented decisions that are hard to defend later.',
  'It is worth having {en} reviewed by an independent expert before the year-end close.',
  'Last year our specialists helped more than {n} clients with {en}.',
  'The law allows several exemptions that are rarely used in practice.',
]

export const titlesCs = [
  '{Nom}: co se mění v roce {year}',
  'Jak na {acc} pro {aud}',
  'Pět chyb, které firmy dělají u {gen}',
  '{Nom} v praxi: zkušenosti z {n} projektů',
  'Novela a {nom}: na co si dát pozor',
  'Co dnes řeší {audNom} v oblasti {gen}',
  'Otázky a odpovědi: {nom}',
  'Změny {vloc} od 1. ledna {year}',
  '{Nom} bez chyb: kontrolní seznam pro {aud}',
]

export const titlesEn = [
  '{En}: what changes in {year}',
  'Getting {en} right for {audEn}',
  'Five mistakes companies make with {en}',
  '{En} in practice: lessons from {n} projects',
  'The amendment and {en}: what to watch out for',
  'What {audEn} are dealing with in {en}',
  'Questions and answers: {en}',
  'Changes in {en} from 1 January {year}',
  '{En} without mistakes: a checklist for {audEn}',
]

export const headingsCs = ['Co se mění', 'Na co si dát pozor', 'Jak postupovat', 'Praktický příklad', 'Shrnutí', 'Termíny a lhůty']
export const headingsEn = ['What changes', 'What to watch out for', 'How to proceed', 'A practical example', 'Summary', 'Dates and deadlines']

export const faqCs: readonly [string, string][] = [
  ['Kolik služba stojí?', 'Cenu stanovíme po úvodní schůzce podle rozsahu a složitosti zakázky; první konzultace je zdarma.'],
  ['Jak dlouho spolupráce trvá?', 'Běžná zakázka trvá několik týdnů, dlouhodobou spolupráci nastavujeme na celý účetní rok.'],
  ['Co od vás budeme potřebovat?', 'Přístup k účetnictví, smlouvy a kontaktní osobu, která zná provoz firmy.'],
  ['Pracujete i pro zahraniční klienty?', 'Ano, díky síti Meridian Global koordinujeme práci s kolegy ve 150 zemích.'],
  ['Můžeme začít uprostřed roku?', 'Ano, převezmeme rozpracovanou agendu a navážeme na práci předchozího dodavatele.'],
]
export const faqEn: readonly [string, string][] = [
  ['How much does the service cost?', 'We set the price after an initial meeting, based on scope and complexity; the first consultation is free.'],
  ['How long does an engagement take?', 'A typical engagement takes a few weeks; ongoing work is set up for the whole financial year.'],
  ['What will you need from us?', 'Access to the accounting records, contracts and a contact person who knows how the company runs.'],
  ['Do you work for foreign clients?', 'Yes, through the Meridian Global network we coordinate with colleagues in 150 countries.'],
  ['Can we start mid-year?', 'Yes, we take over work in progress and continue from where the previous provider left off.'],
]

export const areas: readonly { cs: string; en: string }[] = [
  { cs: 'Daně', en: 'Taxes' },
  { cs: 'Audit', en: 'Audit' },
  { cs: 'Účetnictví', en: 'Accounting' },
  { cs: 'Mzdy a HR', en: 'Payroll and HR' },
  { cs: 'Forenzní audit', en: 'Forensic audit' },
  { cs: 'Oceňování', en: 'Valuation' },
  { cs: 'Veřejné zakázky', en: 'Public procurement' },
  { cs: 'ESG a compliance', en: 'ESG and compliance' },
  { cs: 'Zakládání a správa firem', en: 'Company formation and management' },
  { cs: 'Systémová a softwarová řešení', en: 'System and software solutions' },
  { cs: 'Strategie a M&A', en: 'Strategy and M&A' },
  { cs: 'Family office', en: 'Family office' },
]
export const areaQualifiers: readonly { cs: string; en: string }[] = [
  { cs: '', en: '' },
  { cs: 'pro korporace', en: 'for corporations' },
  { cs: 'pro soukromé osoby', en: 'for individuals' },
  { cs: 'v mezinárodních skupinách', en: 'in international groups' },
  { cs: 'pro veřejný sektor', en: 'for the public sector' },
]

export const firstNames: readonly { name: string; female: boolean }[] = [
  ...['Jan', 'Petr', 'Tomáš', 'Martin', 'Jakub', 'Lukáš', 'Ondřej', 'Michal', 'Vojtěch', 'Filip', 'Adam', 'Jiří', 'Radek', 'Matěj', 'Šimon', 'Václav', 'Zdeněk', 'Štěpán', 'Marek', 'Dominik'].map(
    (name) => ({ name, female: false }),
  ),
  ...[
    'Jana',
    'Tereza',
    'Lucie',
    'Kateřina',
    'Eliška',
    'Veronika',
    'Markéta',
    'Barbora',
    'Klára',
    'Anna',
    'Zuzana',
    'Simona',
    'Petra',
    'Nikola',
    'Šárka',
    'Radka',
    'Adéla',
    'Michaela',
    'Denisa',
    'Hana',
  ].map((name) => ({ name, female: true })),
]

/** Surnames as [male, female]. */
export const surnames: readonly [string, string][] = [
  ['Novák', 'Nováková'],
  ['Svoboda', 'Svobodová'],
  ['Novotný', 'Novotná'],
  ['Dvořák', 'Dvořáková'],
  ['Černý', 'Černá'],
  ['Procházka', 'Procházková'],
  ['Kučera', 'Kučerová'],
  ['Veselý', 'Veselá'],
  ['Horák', 'Horáková'],
  ['Němec', 'Němcová'],
  ['Pokorný', 'Pokorná'],
  ['Pospíšil', 'Pospíšilová'],
  ['Hájek', 'Hájková'],
  ['Jelínek', 'Jelínková'],
  ['Král', 'Králová'],
  ['Růžička', 'Růžičková'],
  ['Beneš', 'Benešová'],
  ['Fiala', 'Fialová'],
  ['Sedláček', 'Sedláčková'],
  ['Doležal', 'Doležalová'],
  ['Zeman', 'Zemanová'],
  ['Kolář', 'Kolářová'],
  ['Navrátil', 'Navrátilová'],
  ['Čermák', 'Čermáková'],
  ['Urban', 'Urbanová'],
  ['Vaněk', 'Vaňková'],
  ['Blažek', 'Blažková'],
  ['Kříž', 'Křížová'],
  ['Bartoš', 'Bartošová'],
  ['Vlček', 'Vlčková'],
  ['Musil', 'Musilová'],
  ['Kopecký', 'Kopecká'],
  ['Šimek', 'Šimková'],
  ['Konečný', 'Konečná'],
  ['Malý', 'Malá'],
  ['Holub', 'Holubová'],
  ['Štěpánek', 'Štěpánková'],
  ['Kadlec', 'Kadlecová'],
  ['Šťastný', 'Šťastná'],
  ['Mareš', 'Marešová'],
  ['Moravec', 'Moravcová'],
  ['Sýkora', 'Sýkorová'],
  ['Tichý', 'Tichá'],
  ['Říha', 'Říhová'],
  ['Bláha', 'Bláhová'],
]

export const degreesBefore = [null, null, 'Ing.', 'Ing.', 'Ing.', 'Mgr.', 'Bc.', 'JUDr.', 'Ing. Mgr.', 'doc. Ing.'] as const
export const degreesAfter = [null, null, null, null, null, 'Ph.D.', 'MBA', 'LL.M.', 'CFA'] as const

/** Positions as [male cs, female cs, en]. */
export const positions: readonly [string, string, string][] = [
  ['daňový poradce', 'daňová poradkyně', 'tax advisor'],
  ['auditor', 'auditorka', 'auditor'],
  ['účetní', 'účetní', 'accountant'],
  ['mzdový specialista', 'mzdová specialistka', 'payroll specialist'],
  ['konzultant', 'konzultantka', 'consultant'],
  ['analytik', 'analytička', 'analyst'],
  ['asistent auditora', 'asistentka auditora', 'audit assistant'],
  ['manažer', 'manažerka', 'manager'],
  ['forenzní analytik', 'forenzní analytička', 'forensic analyst'],
  ['advokátní koncipient', 'advokátní koncipientka', 'trainee lawyer'],
]
export const leadPositions: readonly [string, string, string][] = [
  ['partner', 'partnerka', 'partner'],
  ['ředitel divize', 'ředitelka divize', 'head of division'],
  ['člen představenstva', 'členka představenstva', 'board member'],
]

export const clientPrefixes = ['Moravské', 'Severočeské', 'Pražské', 'Jihočeské', 'Slezské', 'Vysočina', 'Nová', 'Česká', 'Polabské', 'Krkonošské']
export const clientCores = ['strojírny', 'pekárny', 'stavby', 'logistika', 'energie', 'textilky', 'mlékárny', 'sklárny', 'dopravní podniky', 'papírny', 'vinařství', 'tiskárny']
export const clientSuffixes = ['a.s.', 's.r.o.', 'spol. s r.o.', 'holding a.s.']

export const quotesCs = [
  'Oceňujeme, že nám vždy vysvětlí nejen co, ale i proč.',
  'Spolupráce je rychlá, věcná a bez zbytečných překvapení.',
  'Díky jejich týmu jsme zvládli audit bez jediné výhrady.',
  'Konečně máme účetnictví, kterému rozumí i vedení firmy.',
]
export const quotesEn = [
  'We value that they always explain not just what, but why.',
  'Working with them is fast, to the point and free of surprises.',
  'Thanks to their team we passed the audit without a single qualification.',
  'At last our accounts make sense to management, too.',
]

export const documentCategories: readonly { cs: string; en: string }[] = [
  { cs: 'Přehledy', en: 'Overviews' },
  { cs: 'Formuláře', en: 'Forms' },
  { cs: 'Metodiky', en: 'Guidelines' },
  { cs: 'Výroční zprávy', en: 'Annual reports' },
  { cs: 'Ceníky', en: 'Price lists' },
]

export const blogCategoryNames: readonly { cs: string; en: string }[] = [
  { cs: 'Daně', en: 'Taxes' },
  { cs: 'Účetnictví', en: 'Accounting' },
  { cs: 'Mzdy', en: 'Payroll' },
  { cs: 'Audit', en: 'Audit' },
  { cs: 'Legislativa', en: 'Legislation' },
  { cs: 'Rozhovory', en: 'Interviews' },
  { cs: 'Z praxe', en: 'Case studies' },
  { cs: 'ESG', en: 'ESG' },
  { cs: 'Technologie', en: 'Technology' },
  { cs: 'Transakce', en: 'Transactions' },
  { cs: 'Rodinné firmy', en: 'Family businesses' },
  { cs: 'Veřejný sektor', en: 'Public sector' },
  { cs: 'Oceňování', en: 'Valuation' },
  { cs: 'Forenzní služby', en: 'Forensic services' },
  { cs: 'Nemovitosti', en: 'Real estate' },
  { cs: 'Mezinárodní daně', en: 'International tax' },
  { cs: 'Neziskový sektor', en: 'Non-profit sector' },
  { cs: 'Start-upy', en: 'Start-ups' },
  { cs: 'Události', en: 'Events' },
  { cs: 'Zprávy z firmy', en: 'Company news' },
]

export const countries: readonly [string, string, string][] = [
  ['CZ', 'Česko', 'Czechia'],
  ['SK', 'Slovensko', 'Slovakia'],
  ['DE', 'Německo', 'Germany'],
  ['AT', 'Rakousko', 'Austria'],
  ['PL', 'Polsko', 'Poland'],
  ['HU', 'Maďarsko', 'Hungary'],
  ['GB', 'Spojené království', 'United Kingdom'],
  ['FR', 'Francie', 'France'],
  ['RO', 'Rumunsko', 'Romania'],
  ['SI', 'Slovinsko', 'Slovenia'],
  ['HR', 'Chorvatsko', 'Croatia'],
  ['IT', 'Itálie', 'Italy'],
  ['NL', 'Nizozemsko', 'Netherlands'],
  ['CH', 'Švýcarsko', 'Switzerland'],
  ['UA', 'Ukrajina', 'Ukraine'],
  ['US', 'Spojené státy americké', 'United States'],
]
