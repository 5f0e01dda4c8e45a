// Client references. All clients are fictional; websites, when given, use the reserved
// .example domain. Six are featured on the home page, seven carry a testimonial.
import type { AuthoredReference } from './types.js'

export const references: AuthoredReference[] = [
  {
    id: 1,
    updated_at: '2026-04-18T10:13:00+02:00',
    logo: '/media/references/hranol-engineering.svg',
    website: 'https://www.hranol-engineering.example',
    service_group_ids: [18, 12],
    is_featured: true,
    sort: 10,
    cs: {
      slug: 'hranol-engineering',
      client: 'Hranol Engineering a.s.',
      title: 'Audit a daně pro brněnského výrobce přesných dílů',
      perex: 'Pro strojírenskou firmu s 420 zaměstnanci zajišťujeme statutární audit a daňové poradenství od roku 2014.',
      body: `Hranol Engineering vyrábí v Brně a v Kuřimi obráběné díly pro letecký a automobilový průmysl a většinu produkce vyváží do Německa. Provádíme audit účetní závěrky podle českých předpisů, prověrku konsolidačního balíčku pro skupinové účely a připravujeme přiznání k dani z příjmů.

V roce 2024 jsme firmě pomohli uplatnit odpočet na výzkum a vývoj u projektu nové technologie obrábění titanu a nastavit evidenci projektů tak, aby odpočet obstál při daňové kontrole. Daňová úspora za první dva roky přesáhla 6 milionů korun.`,
      testimonial: {
        quote: 'Korvina s námi jezdí na inventury do dílen, zná naše stroje i lidi. Audit díky tomu není formalita, ale skutečná kontrola, která nám pomáhá.',
        author: 'Ing. Roman Bartoš',
        position: 'finanční ředitel, Hranol Engineering a.s.',
      },
    },
    en: {
      slug: 'hranol-engineering',
      client: 'Hranol Engineering a.s.',
      title: 'Audit and tax for a Brno precision parts manufacturer',
      perex: 'We have provided the statutory audit and tax advice to this 420-employee engineering company since 2014.',
      body: `Hranol Engineering machines parts for the aerospace and automotive industries in Brno and Kuřim and exports most of its production to Germany. We audit its financial statements under Czech GAAP, review its group reporting package and prepare its corporate income tax return.

In 2024 we helped the company claim the R&D tax deduction for a project developing a new titanium machining technology and set up project records so that the deduction would withstand a tax audit. The tax saving in the first two years exceeded CZK 6 million.`,
      testimonial: {
        quote: 'Korvina comes to our stock counts in the workshops and knows our machines and our people. That makes the audit a real check that helps us, not a formality.',
        author: 'Roman Bartoš',
        position: 'CFO, Hranol Engineering a.s.',
      },
    },
  },
  {
    id: 2,
    updated_at: '2026-03-25T11:26:00+01:00',
    logo: '/media/references/spizka-online.svg',
    website: 'https://www.spizka.example',
    service_group_ids: [19, 22],
    is_featured: true,
    sort: 20,
    cs: {
      slug: 'spizka-online',
      client: 'Spížka online s.r.o.',
      title: 'Účetnictví a mzdy pro rychle rostoucí e-shop',
      perex: 'Pražský e-shop s lokálními potravinami jsme provedli růstem z 5 na 80 zaměstnanců a z tisíců na statisíce dokladů ročně.',
      body: `Spížka rozváží čerstvé potraviny od českých farmářů po Praze a okolí. Když jsme v roce 2019 převzali její účetnictví, zpracovávala zhruba 3 000 dokladů ročně; dnes jich je přes 250 000. Napojili jsme účetnictví přímo na e-shop a platební bránu, tržby se párují automaticky a vedení dostává každé pondělí přehled marží po kategoriích.

Zpracováváme také mzdy pro řidiče, skladníky a pracovníky zákaznické podpory včetně směnných příplatků a dohod o provedení práce.`,
      testimonial: {
        quote: 'Rostli jsme rychleji, než jsme stíhali najímat. Korvina byla jediná část firmy, o kterou jsme se nemuseli bát.',
        author: 'Kristýna Moravcová',
        position: 'spoluzakladatelka, Spížka online s.r.o.',
      },
    },
    en: {
      slug: 'spizka-online',
      client: 'Spížka online s.r.o.',
      title: 'Accounting and payroll for a fast-growing e-shop',
      perex: 'We have seen this Prague local-food e-shop grow from 5 to 80 employees and from thousands to hundreds of thousands of documents a year.',
      body: `Spížka delivers fresh food from Czech farmers across Prague and its surroundings. When we took over its accounting in 2019 it processed around 3,000 documents a year; today it is over 250,000. We connected the books directly to the e-shop and the payment gateway, sales are matched automatically and management receives a margin overview by category every Monday.

We also run payroll for drivers, warehouse staff and customer support, including shift allowances and short-term work agreements.`,
      testimonial: {
        quote: 'We grew faster than we could hire. Korvina was the one part of the company we never had to worry about.',
        author: 'Kristýna Moravcová',
        position: 'Co-founder, Spížka online s.r.o.',
      },
    },
  },
  {
    id: 3,
    updated_at: '2026-02-04T12:39:00+01:00',
    logo: '/media/references/vltava-freight.svg',
    website: null,
    service_group_ids: [24, 19],
    is_featured: false,
    sort: 30,
    cs: {
      slug: 'vltava-freight-logistics',
      client: 'Vltava Freight Logistics s.r.o.',
      title: 'Nový ERP systém pro logistickou firmu',
      perex: 'Výběr a zavedení ERP systému propojeného s dopravním softwarem zkrátil měsíční uzávěrku z 12 na 4 pracovní dny.',
      body: `Logistická společnost s flotilou 150 kamionů a sklady v Jirnech a v Ostravě používala tři nepropojené systémy a fakturace se přepisovala ručně. Náš tým systémových řešení připravil analýzu procesů, vedl výběrové řízení na dodavatele ERP a dohlížel na implementaci.

Dnes se přepravní zakázky fakturují automaticky z dopravního systému, náklady na palivo a mýtné se přiřazují jednotlivým zakázkám a vedení vidí ziskovost každé trasy. Účetnictví pro společnost nadále vedeme my.`,
      testimonial: {
        quote: 'Konečně víme, které trasy na nás vydělávají a které ne. A uzávěrka už nežere první dva týdny v měsíci.',
        author: 'Mgr. Petra Lindner',
        position: 'personální a provozní ředitelka, Vltava Freight Logistics s.r.o.',
      },
    },
    en: {
      slug: 'vltava-freight-logistics',
      client: 'Vltava Freight Logistics s.r.o.',
      title: 'A new ERP system for a logistics company',
      perex: 'Selecting and implementing an ERP system linked to the transport software cut the monthly close from 12 to 4 working days.',
      body: `This logistics company, with a fleet of 150 trucks and warehouses in Jirny and Ostrava, was using three unconnected systems and invoices were retyped by hand. Our systems team analysed the processes, ran the ERP vendor selection and oversaw the implementation.

Today transport orders are invoiced automatically from the transport system, fuel and toll costs are allocated to individual orders and management can see the profitability of every route. We continue to keep the company's books.`,
      testimonial: {
        quote: 'At last we know which routes make us money and which do not. And the month-end close no longer eats the first two weeks of the month.',
        author: 'Petra Lindner',
        position: 'HR and Operations Director, Vltava Freight Logistics s.r.o.',
      },
    },
  },
  {
    id: 4,
    updated_at: '2026-01-11T13:52:00+01:00',
    logo: '/media/references/nadacni-fond-nemocnice-rokytna.svg',
    website: 'https://www.nf-rokytna.example',
    service_group_ids: [18, 28],
    is_featured: true,
    sort: 40,
    cs: {
      slug: 'nadacni-fond-nemocnice-rokytna',
      client: 'Nadační fond Nemocnice Rokytná',
      title: 'Audit a transparentnost pro nemocniční nadační fond',
      perex: 'Nadačnímu fondu, který vybavuje dětské oddělení krajské nemocnice, provádíme audit a pomohli jsme mu nastavit pravidla pro dárce.',
      body: `Nadační fond sbírá prostředky na přístroje a vybavení dětského oddělení a každoročně rozdělí přes 10 milionů korun. Provádíme audit jeho účetní závěrky a výroční zprávy a od roku 2023 jsme pomohli zavést pravidla pro přijímání darů, prověrku dárců a zveřejňování, na co byly peníze použity.

Díky tomu fond získal dva nové firemní dárce, pro které byla transparentnost podmínkou spolupráce. Tuto zakázku vykonáváme se slevou v rámci našeho [Darovacího svěřenského fondu](app://route/donationFund).`,
      testimonial: {
        quote: 'Dárci chtějí vědět, že každá koruna skončila tam, kam ji poslali. Auditorská zpráva Korviny je pro ně tou nejlepší zárukou.',
        author: 'MUDr. Hana Strnadová',
        position: 'předsedkyně správní rady, Nadační fond Nemocnice Rokytná',
      },
    },
    en: {
      slug: 'rokytna-hospital-foundation',
      client: 'Rokytná Hospital Foundation',
      title: 'Audit and transparency for a hospital foundation',
      perex: "We audit a foundation that equips the children's ward of a regional hospital and helped it set up rules for donors.",
      body: `The foundation raises money for equipment for the children's ward and distributes over CZK 10 million every year. We audit its financial statements and annual report, and since 2023 we have helped it introduce rules for accepting donations, donor screening and publishing how the money was used.

As a result the foundation won two new corporate donors for whom transparency was a condition of cooperation. We provide this engagement at a discount as part of our [Donation Trust Fund](app://route/donationFund).`,
      testimonial: {
        quote: "Donors want to know that every crown ended up where they sent it. Korvina's audit report is the best guarantee we can give them.",
        author: 'Hana Strnadová, MD',
        position: 'Chair of the Board, Rokytná Hospital Foundation',
      },
    },
  },
  {
    id: 5,
    updated_at: '2026-06-18T14:05:00+02:00',
    logo: '/media/references/datamoss.svg',
    website: 'https://datamoss.example',
    service_group_ids: [23, 12, 22],
    is_featured: true,
    sort: 50,
    cs: {
      slug: 'datamoss',
      client: 'Datamoss s.r.o.',
      title: 'Od založení firmy po první investiční kolo',
      perex: 'Softwarovému start-upu jsme pomohli založit společnost, nastavit zaměstnanecké opce a připravit se na vstup investora.',
      body: `Zakladatelé Datamossu vyvíjejí software pro analýzu dat ze senzorů v zemědělství. Společnost jsme založili, zajistili jí sídlo a registrace a od prvního zaměstnance zpracováváme mzdy. Navrhli jsme také opční plán pro klíčové vývojáře a ověřili jeho daňové dopady pro firmu i zaměstnance.

Před prvním investičním kolem jsme připravili podklady pro due diligence investora a pomohli s uplatněním odpočtu na výzkum a vývoj.`,
      testimonial: {
        quote: 'Chtěli jsme programovat, ne řešit úřady. Korvina nám vzala administrativu z hlavy a vysvětlila, co opravdu musíme vědět my.',
        author: 'Jiří Polák',
        position: 'zakladatel a CEO, Datamoss s.r.o.',
      },
    },
    en: {
      slug: 'datamoss',
      client: 'Datamoss s.r.o.',
      title: 'From incorporation to the first funding round',
      perex: 'We helped a software start-up incorporate, set up an employee option plan and get ready for its first investor.',
      body: `The founders of Datamoss develop software for analysing sensor data in agriculture. We incorporated the company, provided its registered office and registrations and have run payroll since its first employee. We also designed an option plan for key developers and checked its tax impact on the company and the employees.

Before the first funding round we prepared materials for the investor's due diligence and helped the company claim the R&D tax deduction.`,
      testimonial: {
        quote: 'We wanted to write code, not deal with the authorities. Korvina took the paperwork off our hands and explained what we really needed to know.',
        author: 'Jiří Polák',
        position: 'Founder and CEO, Datamoss s.r.o.',
      },
    },
  },
  {
    id: 6,
    updated_at: '2026-05-25T15:18:00+02:00',
    logo: '/media/references/zabrodsky-holding.svg',
    website: null,
    service_group_ids: [21, 20, 3],
    is_featured: true,
    sort: 60,
    cs: {
      slug: 'zabrodsky-holding',
      client: 'Zábrodský Holding a.s.',
      title: 'Generační výměna v rodinném holdingu',
      perex: 'Rodině zakladatele nábytkářské skupiny jsme pomohli oddělit podnikání od rodinného majetku a připravit předání druhé generaci.',
      body: `Rodinná skupina vlastní tři výrobní společnosti, nemovitosti a finanční investice. Ocenili jsme jednotlivé firmy, navrhli holdingovou strukturu a zřízení svěřenského fondu, do kterého zakladatel vložil podíly. Současně jsme s rodinou připravili rodinnou ústavu s pravidly pro výběr vedení a výplatu podílů na zisku.

Skupina dnes funguje pod vedením syna zakladatele, dcera zasedá v dozorčí radě a naše [family office](app://service-group/21) služby zajišťují konsolidovaný přehled o majetku celé rodiny.`,
      testimonial: {
        quote: 'Nejtěžší nebyly daně ani smlouvy, ale domluvit se v rodině. Korvina nás tím provedla s trpělivostí a bez zbytečného spěchu.',
        author: 'Ing. Jaroslav Zábrodský',
        position: 'zakladatel skupiny',
      },
    },
    en: {
      slug: 'zabrodsky-holding',
      client: 'Zábrodský Holding a.s.',
      title: 'Generational handover in a family holding',
      perex: "We helped the founder's family of a furniture group separate the business from family wealth and prepare the handover to the second generation.",
      body: `The family group owns three manufacturing companies, real estate and financial investments. We valued the individual companies, designed a holding structure and set up a trust fund into which the founder transferred his shares. Together with the family we also drafted a family constitution with rules for appointing management and distributing profits.

The group is now run by the founder's son, his daughter sits on the supervisory board and our [family office](app://service-group/21) services provide a consolidated view of the whole family's assets.`,
      testimonial: {
        quote: 'The hardest part was not the taxes or the contracts but agreeing as a family. Korvina guided us through it patiently and without rushing.',
        author: 'Jaroslav Zábrodský',
        position: 'Founder of the group',
      },
    },
  },
  {
    id: 7,
    updated_at: '2026-04-04T16:31:00+02:00',
    logo: '/media/references/kamenec-stavby.svg',
    website: 'https://www.kamenec-stavby.example',
    service_group_ids: [27, 19],
    is_featured: false,
    sort: 70,
    cs: {
      slug: 'kamenec-stavby',
      client: 'Kamenec stavby s.r.o.',
      title: 'Veřejné zakázky pro dodavatele obcí a krajů',
      perex: 'Stavební firmě, která opravuje silnice a chodníky pro obce, kontrolujeme nabídky do veřejných zakázek a vedeme účetnictví.',
      body: `Kamenec stavby získává většinu zakázek od obcí a krajských správ silnic. Před podáním kontrolujeme nabídky z pohledu kvalifikace a formálních náležitostí, u nejasných zadávacích podmínek připravujeme žádosti o vysvětlení a v jednom případě jsme úspěšně podali námitky proti vyloučení.

Vedeme také účetnictví společnosti včetně sledování nákladů na jednotlivé stavby, které firma potřebuje pro kalkulace dalších nabídek.`,
      testimonial: null,
    },
    en: {
      slug: 'kamenec-stavby',
      client: 'Kamenec stavby s.r.o.',
      title: 'Public procurement for a municipal contractor',
      perex: 'We review public tender bids and keep the books for a construction company that repairs roads and pavements for municipalities.',
      body: `Kamenec stavby wins most of its contracts from municipalities and regional road authorities. Before submission we check its bids for qualification and formal requirements, draft requests for clarification where tender conditions are unclear and, in one case, successfully objected to the company's exclusion.

We also keep the company's books, including cost tracking for individual construction sites, which the company needs to price future bids.`,
      testimonial: null,
    },
  },
  {
    id: 8,
    updated_at: '2026-03-11T09:44:00+01:00',
    logo: '/media/references/mlynek-bakery-group.svg',
    website: null,
    service_group_ids: [3, 20],
    is_featured: true,
    sort: 80,
    cs: {
      slug: 'mlynek-bakery-group',
      client: 'Mlýnek Bakery Group',
      title: 'Akvizice regionální pekárny',
      perex: 'Pro pekárenskou skupinu jsme připravili ocenění a finanční a daňovou due diligence při koupi regionální pekárny v jižních Čechách.',
      body: `Pekárenská skupina chtěla rozšířit distribuci na jih Čech a vytipovala rodinnou pekárnu s 60 zaměstnanci. Provedli jsme finanční a daňovou due diligence, ocenili cílovou společnost a upozornili na rizika v nájemních smlouvách a v nevyčerpaných dovolených zaměstnanců.

Zjištění se promítla do kupní ceny i do záruk v kupní smlouvě. Transakce byla dokončena za čtyři měsíce od prvního jednání.`,
      testimonial: null,
    },
    en: {
      slug: 'mlynek-bakery-group',
      client: 'Mlýnek Bakery Group',
      title: 'Acquisition of a regional bakery',
      perex: 'We prepared the valuation and financial and tax due diligence for a bakery group buying a regional bakery in South Bohemia.',
      body: `The bakery group wanted to extend its distribution to South Bohemia and identified a family-owned bakery with 60 employees. We carried out financial and tax due diligence, valued the target and flagged risks in lease agreements and in employees' unused holiday.

The findings were reflected in both the purchase price and the warranties in the share purchase agreement. The deal closed four months after the first meeting.`,
      testimonial: null,
    },
  },
  {
    id: 9,
    updated_at: '2026-02-18T10:57:00+01:00',
    logo: '/media/references/optika-lumen.svg',
    website: 'https://www.optika-lumen.example',
    service_group_ids: [26],
    is_featured: false,
    sort: 90,
    cs: {
      slug: 'optika-lumen',
      client: 'Optika Lumen s.r.o.',
      title: 'Interní vyšetřování v síti prodejen',
      perex: 'Síti 40 optik jsme pomohli prověřit nesrovnalosti ve skladových zásobách a odhalit fiktivní dobropisy.',
      body: `Vedení sítě optik si všimlo, že v několika prodejnách dlouhodobě chybí zboží a přibývá vrácených zakázek. Náš forenzní tým analyzoval data z pokladních systémů za tři roky a odhalil schéma fiktivních dobropisů, kterým si dva zaměstnanci přivlastnili zboží za více než 1,8 milionu korun.

Připravili jsme podklady pro trestní oznámení a navrhli úpravy kontrol v pokladním systému, které podobnému jednání zabrání.`,
      testimonial: {
        quote: 'Tušili jsme, že něco nesedí, ale v datech jsme to nedokázali najít. Korvina to zvládla za tři týdny a s důkazy, které obstály.',
        author: 'Ing. Tomáš Říha',
        position: 'jednatel, Optika Lumen s.r.o.',
      },
    },
    en: {
      slug: 'optika-lumen',
      client: 'Optika Lumen s.r.o.',
      title: 'Internal investigation in a retail chain',
      perex: 'We helped a chain of 40 opticians investigate stock discrepancies and uncover fictitious credit notes.',
      body: `The management of the optician chain noticed that several shops were persistently missing goods while returned orders kept rising. Our forensic team analysed three years of point-of-sale data and uncovered a scheme of fictitious credit notes through which two employees had appropriated goods worth over CZK 1.8 million.

We prepared evidence for a criminal complaint and proposed changes to point-of-sale controls to prevent similar conduct.`,
      testimonial: {
        quote: 'We suspected something was off but could not find it in the data. Korvina did it in three weeks, with evidence that held up.',
        author: 'Tomáš Říha',
        position: 'Managing Director, Optika Lumen s.r.o.',
      },
    },
  },
  {
    id: 10,
    updated_at: '2026-01-25T11:10:00+01:00',
    logo: '/media/references/helios-energie-hana.svg',
    website: 'https://www.helios-hana.example',
    service_group_ids: [28],
    is_featured: false,
    sort: 100,
    cs: {
      slug: 'helios-energie-hana',
      client: 'Helios Energie Haná a.s.',
      title: 'První udržitelnostní zpráva výrobce energie',
      perex: 'Provozovateli solárních a bioplynových stanic na Hané jsme pomohli s analýzou dvojí významnosti a s první zprávou podle ESRS.',
      body: `Společnost provozuje dvanáct solárních parků a tři bioplynové stanice a kvůli financování od banky potřebovala předložit udržitelnostní zprávu. Provedli jsme analýzu dvojí významnosti se zapojením zaměstnanců, obcí a dodavatelů biomasy, spočítali uhlíkovou stopu a připravili strukturu zprávy.

Zpráva posloužila jako podklad pro zelený úvěr a firma ji nyní aktualizuje každý rok sama s naší podporou.`,
      testimonial: null,
    },
    en: {
      slug: 'helios-energie-hana',
      client: 'Helios Energie Haná a.s.',
      title: 'The first sustainability report of an energy producer',
      perex: 'We helped an operator of solar and biogas plants in the Haná region with its double materiality assessment and first ESRS report.',
      body: `The company operates twelve solar parks and three biogas plants and needed a sustainability report for its bank financing. We ran a double materiality assessment involving employees, municipalities and biomass suppliers, calculated the carbon footprint and prepared the structure of the report.

The report supported a green loan and the company now updates it every year on its own with our support.`,
      testimonial: null,
    },
  },
]
