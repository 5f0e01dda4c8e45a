// The firm's people (the brief's fixed roster, ids 1-28). Prague people have 2xx phone
// numbers, Brno people 5xx. People 25-28 are newer hires with a Czech profile only.
import type { AuthoredPerson } from './types.js'

export const people: AuthoredPerson[] = [
  {
    id: 1,
    updated_at: '2026-06-14T10:13:00+02:00',
    group: 1,
    firstname: 'Tomáš',
    lastname: 'Vrba',
    degree_before: 'Ing.',
    degree_after: null,
    email: 'tomas.vrba@korvina.example',
    phone: '+420 222 310 411',
    linkedin: 'https://www.linkedin.com/in/tomas-vrba-korvina',
    photo: '/media/people/tomas-vrba.jpg',
    service_group_ids: [12, 3],
    sort: 10,
    cs: {
      slug: 'tomas-vrba',
      position: 'Řídící partner',
      perex: 'Tomáš vede Korvinu od roku 2016 a vlastníkům firem radí s daňovým uspořádáním skupin a s prodejem či nákupem podniků.',
      bio: `Tomáš vystudoval Národohospodářskou fakultu Vysoké školy ekonomické v Praze, obor finance. Do Korviny nastoupil v roce 2003 jako jeden z prvních konzultantů, daňovým poradcem je od roku 2006, partnerem od roku 2009 a řídícím partnerem od roku 2016. Za tu dobu provedl desítky klientů restrukturalizacemi, fúzemi i generačními výměnami.

Zaměřuje se především na:

- daňové uspořádání holdingových struktur a rodinných skupin,
- daňovou due diligence a strukturování transakcí ([Strategie a M&A](app://service-group/3)),
- jednání s finanční správou při daňových kontrolách.

Zastupuje Korvinu v evropské radě sítě Meridian Global. Mluví anglicky a německy, ve volném čase jezdí na kole po Vysočině.`,
    },
    en: {
      slug: 'tomas-vrba',
      position: 'Managing Partner',
      perex: 'Tomáš has led Korvina since 2016 and advises business owners on the tax structure of their groups and on buying and selling companies.',
      bio: `Tomáš graduated in finance from the Faculty of Economics at the Prague University of Economics and Business. He joined Korvina in 2003 as one of its first consultants, qualified as a Czech tax advisor in 2006, became a partner in 2009 and managing partner in 2016. Since then he has guided dozens of clients through restructurings, mergers and generational handovers.

His main areas are:

- the tax structure of holding companies and family groups,
- tax due diligence and deal structuring ([Strategy and M&A](app://service-group/3)),
- negotiations with the tax authorities during tax audits.

He represents Korvina on the European board of the Meridian Global network. He speaks English and German and spends his free time cycling in the Bohemian-Moravian Highlands.`,
    },
  },
  {
    id: 2,
    updated_at: '2026-05-21T11:26:00+02:00',
    group: 1,
    firstname: 'Markéta',
    lastname: 'Holubová',
    degree_before: 'Ing.',
    degree_after: null,
    email: 'marketa.holubova@korvina.example',
    phone: '+420 222 310 412',
    linkedin: 'https://www.linkedin.com/in/marketa-holubova-korvina',
    photo: '/media/people/marketa-holubova.jpg',
    service_group_ids: [18, 28],
    sort: 20,
    cs: {
      slug: 'marketa-holubova',
      position: 'Partnerka pro audit a ESG',
      perex: 'Markéta odpovídá za statutární audity a za to, aby klienti zvládli nové požadavky na nefinanční reporting.',
      bio: `Markéta absolvovala Fakultu financí a účetnictví VŠE v Praze a je statutární auditorkou zapsanou u Komory auditorů ČR. Prvních osm let praxe strávila v auditu finančních institucí, v Korvině od roku 2011 vede auditní tým a partnerkou je od roku 2017.

Má na starosti audity účetních závěrek podle českých předpisů i IFRS, prověrky konsolidačních balíčků pro zahraniční mateřské společnosti a audity nadací a nadačních fondů. Od roku 2022 buduje v Korvině tým [ESG a compliance](app://service-group/28), který pomáhá firmám s přípravou na směrnici CSRD a s ověřením udržitelnostních zpráv.

Přednáší na odborných seminářích Komory auditorů a mluví anglicky a francouzsky.`,
    },
    en: {
      slug: 'marketa-holubova',
      position: 'Partner, Audit and ESG',
      perex: 'Markéta is responsible for statutory audits and for helping clients meet the new requirements on non-financial reporting.',
      bio: `Markéta graduated from the Faculty of Finance and Accounting of the Prague University of Economics and Business and is a statutory auditor registered with the Chamber of Auditors of the Czech Republic. She spent the first eight years of her career auditing financial institutions; at Korvina she has led the audit team since 2011 and became a partner in 2017.

She is in charge of audits of financial statements under Czech GAAP and IFRS, reviews of group reporting packages for foreign parent companies and audits of foundations. Since 2022 she has been building Korvina's [ESG and compliance](app://service-group/28) team, which helps companies prepare for the CSRD and have their sustainability statements assured.

She lectures at professional seminars of the Chamber of Auditors and speaks English and French.`,
    },
  },
  {
    id: 3,
    updated_at: '2026-04-28T12:39:00+02:00',
    group: 1,
    firstname: 'Petr',
    lastname: 'Kalina',
    degree_before: 'JUDr.',
    degree_after: null,
    email: 'petr.kalina@korvina.example',
    phone: '+420 222 310 413',
    linkedin: 'https://www.linkedin.com/in/petr-kalina-korvina',
    photo: '/media/people/petr-kalina.jpg',
    service_group_ids: [12, 21],
    sort: 30,
    cs: {
      slug: 'petr-kalina',
      position: 'Partner, daňový poradce',
      perex: 'Petr spojuje právo a daně: zastupuje klienty v daňových sporech a pomáhá rodinám uspořádat majetek pro další generace.',
      bio: `Petr vystudoval Právnickou fakultu Univerzity Karlovy a doktorát získal v oboru finančního práva. Daňovým poradcem je od roku 2005, v Korvině pracuje od roku 2008 a partnerem je od roku 2014.

Specializuje se na:

- zastupování v daňovém řízení a ve sporech před správními soudy,
- daně z příjmů fyzických osob s mezinárodním prvkem,
- svěřenské fondy, rodinné ústavy a předávání rodinného majetku v rámci [family office](app://service-group/21).

Je autorem řady odborných článků o zdanění svěřenských fondů. Mluví anglicky a rusky.`,
    },
    en: {
      slug: 'petr-kalina',
      position: 'Partner, Tax Advisor',
      perex: 'Petr combines law and tax: he represents clients in tax disputes and helps families organise their wealth for the next generations.',
      bio: `Petr studied law at Charles University in Prague and holds a doctorate in financial law. He has been a certified tax advisor since 2005, joined Korvina in 2008 and became a partner in 2014.

He specialises in:

- representation in tax proceedings and before the administrative courts,
- personal income tax in cross-border situations,
- trust funds, family foundations and the handover of family wealth as part of our [family office](app://service-group/21) services.

He has written many professional articles on the taxation of Czech trust funds. He speaks English and Russian.`,
    },
  },
  {
    id: 4,
    updated_at: '2026-03-07T13:52:00+01:00',
    group: 1,
    firstname: 'Lucie',
    lastname: 'Šimková',
    degree_before: 'Ing.',
    degree_after: null,
    email: 'lucie.simkova@korvina.example',
    phone: '+420 543 210 301',
    linkedin: 'https://www.linkedin.com/in/lucie-simkova-korvina',
    photo: '/media/people/lucie-simkova.jpg',
    service_group_ids: [19, 22],
    sort: 40,
    cs: {
      slug: 'lucie-simkova',
      position: 'Partnerka pro účetnictví a mzdy',
      perex: 'Lucie vede brněnskou kancelář a tým, který pro více než 300 klientů zpracovává účetnictví a mzdy.',
      bio: `Lucie vystudovala Provozně ekonomickou fakultu Mendelovy univerzity v Brně. Po několika letech ve finančním oddělení výrobní firmy nastoupila v roce 2007 do Korviny jako účetní, postupně převzala vedení outsourcingového týmu a v roce 2015 otevřela brněnskou kancelář. Partnerkou je od roku 2018.

Jejím tématem je spolehlivý a dobře nastavený outsourcing [účetnictví](app://service-group/19) a [mezd](app://service-group/22): převzetí agendy od předchozího dodavatele, měsíční reporting pro vedení a zahraniční vlastníky, elektronizace dokladů a napojení na ERP systémy klientů.

Je držitelkou certifikátu Svazu účetních „Účetní expert“. Mluví anglicky a italsky.`,
    },
    en: {
      slug: 'lucie-simkova',
      position: 'Partner, Accounting and Payroll',
      perex: 'Lucie runs the Brno office and the team that keeps the books and runs payroll for more than 300 clients.',
      bio: `Lucie graduated from the Faculty of Business and Economics of Mendel University in Brno. After several years in the finance department of a manufacturer she joined Korvina in 2007 as an accountant, went on to lead the outsourcing team and opened the Brno office in 2015. She has been a partner since 2018.

Her focus is reliable, well-run outsourcing of [accounting](app://service-group/19) and [payroll](app://service-group/22): taking over the agenda from a previous provider, monthly reporting for management and foreign owners, paperless document flows and links to clients' ERP systems.

She holds the "Accounting Expert" certificate of the Czech Union of Accountants and speaks English and Italian.`,
    },
  },
  {
    id: 5,
    updated_at: '2026-02-14T14:05:00+01:00',
    group: 1,
    firstname: 'Radek',
    lastname: 'Musil',
    degree_before: 'Ing.',
    degree_after: 'CFA',
    email: 'radek.musil@korvina.example',
    phone: '+420 222 310 415',
    linkedin: 'https://www.linkedin.com/in/radek-musil-cfa',
    photo: '/media/people/radek-musil.jpg',
    service_group_ids: [20, 3],
    sort: 50,
    cs: {
      slug: 'radek-musil',
      position: 'Partner pro oceňování a transakce',
      perex: 'Radek oceňuje podniky a podíly a provází kupující i prodávající celým transakčním procesem.',
      bio: `Radek vystudoval finance na VŠE v Praze a je držitelem titulu CFA. Začínal v oddělení korporátních financí banky, kde se podílel na financování akvizic. Do Korviny přišel v roce 2013, aby vybudoval tým [oceňování](app://service-group/20), partnerem je od roku 2019.

Zpracovává znalecké posudky a ocenění pro účely transakcí, přeměn společností, sporů i daňových převodních cen. V oblasti [Strategie a M&A](app://service-group/3) vede finanční due diligence, připravuje finanční modely a pomáhá majitelům připravit firmu na prodej.

Mluví anglicky a španělsky a je členem české asociace CFA Society.`,
    },
    en: {
      slug: 'radek-musil',
      position: 'Partner, Valuation and Transactions',
      perex: 'Radek values businesses and shareholdings and guides buyers and sellers through the whole transaction process.',
      bio: `Radek studied finance at the Prague University of Economics and Business and is a CFA charterholder. He started in the corporate finance department of a bank, working on acquisition financing. He joined Korvina in 2013 to build the [valuation](app://service-group/20) team and became a partner in 2019.

He prepares expert valuations for transactions, corporate transformations, disputes and transfer pricing. In [Strategy and M&A](app://service-group/3) he leads financial due diligence, builds financial models and helps owners prepare their company for sale.

He speaks English and Spanish and is a member of the CFA Society Czech Republic.`,
    },
  },
  {
    id: 6,
    updated_at: '2026-01-21T15:18:00+01:00',
    group: 2,
    firstname: 'Kateřina',
    lastname: 'Benešová',
    degree_before: 'Mgr.',
    degree_after: null,
    email: 'katerina.benesova@korvina.example',
    phone: '+420 222 310 420',
    linkedin: 'https://www.linkedin.com/in/katerina-benesova-hr',
    photo: '/media/people/katerina-benesova.jpg',
    service_group_ids: [22],
    sort: 10,
    cs: {
      slug: 'katerina-benesova',
      position: 'Personální ředitelka',
      perex: 'Kateřina má na starosti nábor, rozvoj a spokojenost všech lidí v Korvině a radí klientům s HR agendou.',
      bio: `Kateřina vystudovala psychologii na Filozofické fakultě Masarykovy univerzity. Patnáct let pracovala v personálních odděleních mezinárodních firem, naposledy jako HR business partnerka pro střední Evropu. Do Korviny nastoupila v roce 2019.

Vede nábor, adaptační program pro nováčky, systém hodnocení a vzdělávání i spolupráci s vysokými školami. Pro klienty z oblasti [mezd a HR](app://service-group/22) připravuje interní předpisy, mzdové systémy a postupy při hromadném propouštění.

Pokud se chcete přidat k našemu týmu, je to právě Kateřina, kdo si s vámi domluví první schůzku. Mluví anglicky a německy.`,
    },
    en: {
      slug: 'katerina-benesova',
      position: 'HR Director',
      perex: 'Kateřina looks after recruitment, development and well-being of everyone at Korvina and advises clients on HR matters.',
      bio: `Kateřina studied psychology at the Faculty of Arts of Masaryk University. She spent fifteen years in the HR departments of international companies, most recently as HR business partner for Central Europe. She joined Korvina in 2019.

She runs recruitment, the onboarding programme, performance reviews and training, and our cooperation with universities. For [payroll and HR](app://service-group/22) clients she drafts internal policies, pay structures and collective redundancy procedures.

If you would like to join our team, Kateřina is the person who will arrange your first meeting. She speaks English and German.`,
    },
  },
  {
    id: 7,
    updated_at: '2026-06-28T16:31:00+02:00',
    group: 2,
    firstname: 'Ondřej',
    lastname: 'Kratochvíl',
    degree_before: 'Ing.',
    degree_after: null,
    email: 'ondrej.kratochvil@korvina.example',
    phone: '+420 222 310 421',
    linkedin: 'https://www.linkedin.com/in/ondrej-kratochvil-forensic',
    photo: '/media/people/ondrej-kratochvil.jpg',
    service_group_ids: [26],
    sort: 20,
    cs: {
      slug: 'ondrej-kratochvil',
      position: 'Vedoucí forenzního auditu',
      perex: 'Ondřej vyšetřuje podvody, zpronevěry a střety zájmů a pomáhá firmám nastavit kontroly, aby se neopakovaly.',
      bio: `Ondřej vystudoval Fakultu informatiky a statistiky VŠE v Praze a je certifikovaným vyšetřovatelem podvodů (CFE). Před příchodem do Korviny v roce 2016 pracoval šest let v interním auditu velké energetické skupiny.

Jeho tým [forenzního auditu](app://service-group/26) řeší:

- interní vyšetřování podezření na zpronevěru nebo korupci,
- prověrky obchodních partnerů a střetů zájmů,
- analýzu velkých objemů účetních a e-mailových dat,
- podklady pro trestní oznámení a soudní spory.

Mluví anglicky a polsky.`,
    },
    en: {
      slug: 'ondrej-kratochvil',
      position: 'Head of Forensic Audit',
      perex: 'Ondřej investigates fraud, embezzlement and conflicts of interest and helps companies set up controls so that they do not happen again.',
      bio: `Ondřej graduated from the Faculty of Informatics and Statistics of the Prague University of Economics and Business and is a Certified Fraud Examiner (CFE). Before joining Korvina in 2016 he spent six years in the internal audit department of a large energy group.

His [forensic audit](app://service-group/26) team handles:

- internal investigations of suspected embezzlement or bribery,
- background checks of business partners and conflicts of interest,
- analysis of large volumes of accounting and e-mail data,
- evidence for criminal complaints and litigation.

He speaks English and Polish.`,
    },
  },
  {
    id: 8,
    updated_at: '2026-05-07T09:44:00+02:00',
    group: 2,
    firstname: 'Jana',
    lastname: 'Pokorná',
    degree_before: 'Bc.',
    degree_after: null,
    email: 'jana.pokorna@korvina.example',
    phone: '+420 222 310 422',
    linkedin: 'https://www.linkedin.com/in/jana-pokorna-marketing',
    photo: '/media/people/jana-pokorna.jpg',
    service_group_ids: [],
    sort: 30,
    cs: {
      slug: 'jana-pokorna',
      position: 'Ředitelka marketingu a obchodního rozvoje',
      perex: 'Jana stojí za našimi semináři, podcastem a newsletterem a stará se o to, aby se klienti dozvěděli o změnách včas.',
      bio: `Jana vystudovala marketingovou komunikaci na Univerzitě Tomáše Bati ve Zlíně. Pracovala v reklamní agentuře a poté sedm let vedla marketing softwarové firmy. V Korvině je od roku 2020.

Má na starosti značku Korviny, web, semináře a webináře, [podcast](app://route/podcast) i spolupráci s partnery v síti Meridian Global. S kolegy z odborných týmů připravuje srozumitelné přehledy legislativních změn.

Mluví anglicky a ve volném čase fotografuje.`,
    },
    en: {
      slug: 'jana-pokorna',
      position: 'Head of Marketing and Business Development',
      perex: 'Jana is behind our seminars, podcast and newsletter and makes sure clients hear about changes in good time.',
      bio: `Jana studied marketing communications at Tomas Bata University in Zlín. She worked for an advertising agency and then spent seven years running marketing at a software company. She has been with Korvina since 2020.

She is responsible for the Korvina brand, the website, seminars and webinars, the [podcast](app://route/podcast) and cooperation with partners in the Meridian Global network. Together with our specialist teams she prepares plain-language summaries of legislative changes.

She speaks English and enjoys photography.`,
    },
  },
  {
    id: 9,
    updated_at: '2026-04-14T10:57:00+02:00',
    group: 2,
    firstname: 'Michal',
    lastname: 'Doležal',
    degree_before: 'Ing.',
    degree_after: null,
    email: 'michal.dolezal@korvina.example',
    phone: '+420 543 210 309',
    linkedin: 'https://www.linkedin.com/in/michal-dolezal-erp',
    photo: '/media/people/michal-dolezal.jpg',
    service_group_ids: [24],
    sort: 40,
    cs: {
      slug: 'michal-dolezal',
      position: 'Vedoucí systémových a softwarových řešení',
      perex: 'Michal propojuje účetnictví s technologiemi: vybírá a zavádí ERP systémy a automatizuje rutinní finanční procesy.',
      bio: `Michal vystudoval Fakultu informačních technologií VUT v Brně. Deset let implementoval ERP systémy u výrobních a obchodních firem, nejdříve jako konzultant, později jako vedoucí projektů. V Korvině od roku 2018 vede tým [systémových a softwarových řešení](app://service-group/24) v Brně.

Pomáhá klientům s výběrem účetního a ERP systému, s migrací dat, s napojením bank a e-shopů a s automatizací schvalování dokladů. Jeho tým také navrhuje reporting v Power BI pro vedení firem.

Mluví anglicky a německy.`,
    },
    en: {
      slug: 'michal-dolezal',
      position: 'Head of IT Solutions',
      perex: 'Michal brings accounting and technology together: he selects and implements ERP systems and automates routine finance processes.',
      bio: `Michal graduated from the Faculty of Information Technology at Brno University of Technology. He spent ten years implementing ERP systems for manufacturers and distributors, first as a consultant and later as a project manager. Since 2018 he has led Korvina's [system and software solutions](app://service-group/24) team in Brno.

He helps clients choose an accounting or ERP system, migrate their data, connect banks and e-shops and automate invoice approval. His team also designs Power BI reporting for management.

He speaks English and German.`,
    },
  },
  {
    id: 10,
    updated_at: '2026-03-21T11:10:00+01:00',
    group: 3,
    firstname: 'Zdeněk',
    lastname: 'Hájek',
    degree_before: 'Ing.',
    degree_after: null,
    email: 'zdenek.hajek@korvina.example',
    phone: '+420 222 310 430',
    linkedin: null,
    photo: '/media/people/zdenek-hajek.jpg',
    service_group_ids: [],
    sort: 10,
    cs: {
      slug: 'zdenek-hajek',
      position: 'Předseda dozorčí rady',
      perex: 'Zdeněk Korvinu v roce 2002 spoluzakládal a dnes jako předseda dozorčí rady dohlíží na její dlouhodobé směřování.',
      bio: `Zdeněk vystudoval Vysokou školu ekonomickou v Praze a od počátku devadesátých let působil jako daňový poradce a auditor. V roce 2002 spoluzaložil Korvinu a do roku 2016 byl jejím řídícím partnerem. Pod jeho vedením se firma rozrostla z pětičlenné kanceláře na dnešní tým s pobočkami v Praze a v Brně a v roce 2010 vstoupila do sítě Meridian Global.

V dozorčí radě se věnuje strategii, řízení rizik a kvalitě poskytovaných služeb. Je mentorem mladších partnerů a předsedá správní radě [Darovacího svěřenského fondu Korvina](app://route/donationFund).`,
    },
    en: {
      slug: 'zdenek-hajek',
      position: 'Chair of the Supervisory Board',
      perex: 'Zdeněk co-founded Korvina in 2002 and, as chair of the supervisory board, now oversees its long-term direction.',
      bio: `Zdeněk studied at the Prague University of Economics and Business and has worked as a tax advisor and auditor since the early 1990s. He co-founded Korvina in 2002 and was its managing partner until 2016. Under his leadership the firm grew from a five-person office into today's team with offices in Prague and Brno, and in 2010 it joined the Meridian Global network.

On the supervisory board he focuses on strategy, risk management and service quality. He mentors the younger partners and chairs the board of the [Korvina Donation Trust Fund](app://route/donationFund).`,
    },
  },
  {
    id: 11,
    updated_at: '2026-02-28T12:23:00+01:00',
    group: 3,
    firstname: 'Alena',
    lastname: 'Marková',
    degree_before: 'doc. Ing.',
    degree_after: 'Ph.D.',
    email: 'alena.markova@korvina.example',
    phone: '+420 222 310 431',
    linkedin: 'https://www.linkedin.com/in/alena-markova-tax',
    photo: '/media/people/alena-markova.jpg',
    service_group_ids: [12],
    sort: 20,
    cs: {
      slug: 'alena-markova',
      position: 'Členka dozorčí rady',
      perex: 'Alena je docentkou daňové teorie a v dozorčí radě Korviny dbá na odbornou kvalitu daňového poradenství.',
      bio: `Alena vyučuje daňovou teorii a politiku na vysoké škole ekonomického zaměření, kde se habilitovala v oboru finance. Výzkumně se zabývá harmonizací přímých daní v Evropské unii a daňovými úlevami na výzkum a vývoj.

Členkou dozorčí rady Korviny je od roku 2019. Připravuje interní školení daňového týmu, recenzuje metodiky a v náročných [daňových](app://service-group/12) kauzách poskytuje druhý názor.

Je autorkou vysokoškolské učebnice daně z příjmů a pravidelně vystupuje na odborných konferencích.`,
    },
    en: {
      slug: 'alena-markova',
      position: 'Member of the Supervisory Board',
      perex: "Alena is an associate professor of tax theory and on Korvina's supervisory board looks after the professional quality of our tax advice.",
      bio: `Alena teaches tax theory and policy at a university of economics, where she obtained her habilitation in finance. Her research covers the harmonisation of direct taxes in the European Union and tax incentives for research and development.

She has been a member of Korvina's supervisory board since 2019. She prepares internal training for the tax team, reviews methodologies and gives a second opinion on complex [tax](app://service-group/12) cases.

She is the author of a university textbook on income tax and speaks regularly at professional conferences.`,
    },
  },
  {
    id: 12,
    updated_at: '2026-01-07T13:36:00+01:00',
    group: 3,
    firstname: 'Pavel',
    lastname: 'Urban',
    degree_before: 'Ing.',
    degree_after: null,
    email: 'pavel.urban@korvina.example',
    phone: '+420 222 310 432',
    linkedin: null,
    photo: '/media/people/pavel-urban.jpg',
    service_group_ids: [27],
    sort: 30,
    cs: {
      slug: 'pavel-urban',
      position: 'Člen dozorčí rady',
      perex: 'Pavel má za sebou dvacet let ve veřejné správě a v dozorčí radě zastupuje pohled veřejných zadavatelů.',
      bio: `Pavel vystudoval Fakultu stavební ČVUT a ekonomiku veřejného sektoru. Pracoval na krajském úřadě a později vedl odbor veřejných zakázek statutárního města. Zkušenosti z druhé strany stolu dnes zúročuje v Korvině.

Členem dozorčí rady je od roku 2021. Dohlíží na kvalitu služeb v oblasti [veřejných zakázek](app://service-group/27) a na to, aby naše práce pro veřejné zadavatele i dodavatele byla bez střetu zájmů.`,
    },
    en: {
      slug: 'pavel-urban',
      position: 'Member of the Supervisory Board',
      perex: 'Pavel spent twenty years in public administration and brings the perspective of public contracting authorities to the supervisory board.',
      bio: `Pavel studied civil engineering at the Czech Technical University and public sector economics. He worked at a regional authority and later headed the public procurement department of a statutory city. He now puts his experience from the other side of the table to use at Korvina.

He has been a member of the supervisory board since 2021. He oversees the quality of our [public procurement](app://service-group/27) services and makes sure our work for contracting authorities and bidders is free of conflicts of interest.`,
    },
  },
  {
    id: 13,
    updated_at: '2026-06-14T14:49:00+02:00',
    group: 4,
    firstname: 'Veronika',
    lastname: 'Krejčí',
    degree_before: 'Ing.',
    degree_after: null,
    email: 'veronika.krejci@korvina.example',
    phone: '+420 222 310 441',
    linkedin: 'https://www.linkedin.com/in/veronika-krejci-tax',
    photo: '/media/people/veronika-krejci.jpg',
    service_group_ids: [12],
    sort: 10,
    cs: {
      slug: 'veronika-krejci',
      position: 'Senior daňová poradkyně',
      perex: 'Veronika se stará o daňovou agendu středních firem a je naší hlavní odbornicí na DPH.',
      bio: `Veronika vystudovala Fakultu financí a účetnictví VŠE v Praze a daňovou poradkyní je od roku 2015. Před nástupem do Korviny v roce 2017 pracovala čtyři roky na finančním úřadě v oddělení kontroly DPH.

Věnuje se hlavně:

- DPH u přeshraničních dodávek zboží a služeb a u řetězových obchodů,
- kontrolnímu hlášení a souhrnnému hlášení,
- registracím k DPH v dalších státech EU a režimu OSS,
- přípravě daňových přiznání k dani z příjmů právnických osob.

Pravidelně přednáší na našich seminářích o DPH. Mluví anglicky a německy.`,
    },
    en: {
      slug: 'veronika-krejci',
      position: 'Senior Tax Advisor',
      perex: 'Veronika handles the tax agenda of mid-sized companies and is our leading VAT specialist.',
      bio: `Veronika graduated from the Faculty of Finance and Accounting of the Prague University of Economics and Business and has been a certified tax advisor since 2015. Before joining Korvina in 2017 she spent four years at a tax office in the VAT audit department.

She mainly works on:

- VAT on cross-border supplies of goods and services and on chain transactions,
- the Czech VAT control statement and EC sales lists,
- VAT registrations in other EU countries and the OSS scheme,
- corporate income tax returns.

She regularly lectures at our VAT seminars. She speaks English and German.`,
    },
  },
  {
    id: 14,
    updated_at: '2026-05-21T15:02:00+02:00',
    group: 4,
    firstname: 'Filip',
    lastname: 'Navrátil',
    degree_before: 'Ing.',
    degree_after: null,
    email: 'filip.navratil@korvina.example',
    phone: '+420 222 310 442',
    linkedin: 'https://www.linkedin.com/in/filip-navratil-audit',
    photo: '/media/people/filip-navratil.jpg',
    service_group_ids: [18],
    sort: 20,
    cs: {
      slug: 'filip-navratil',
      position: 'Auditor',
      perex: 'Filip vede auditní zakázky u výrobních a obchodních společností a připravuje se na zkoušky statutárního auditora.',
      bio: `Filip vystudoval účetnictví a finanční řízení podniku na VŠE v Praze. Do Korviny nastoupil hned po škole v roce 2019 jako asistent auditora a dnes samostatně vede auditní týmy u klientů z průmyslu a obchodu.

Plánuje audit, hodnotí vnitřní kontrolní systém klienta a připravuje zprávy pro vedení s doporučeními. Má za sebou většinu zkoušek pro statutární auditory a studuje kvalifikaci ACCA.

Mluví anglicky, hraje florbal a vede mladší kolegy v rámci našeho mentoringového programu.`,
    },
    en: {
      slug: 'filip-navratil',
      position: 'Auditor',
      perex: 'Filip leads audit engagements at manufacturing and trading companies and is completing his statutory auditor exams.',
      bio: `Filip studied accounting and corporate financial management at the Prague University of Economics and Business. He joined Korvina straight after graduation in 2019 as an audit assistant and now leads audit teams at industrial and trading clients on his own.

He plans audits, assesses clients' internal control systems and writes management letters with recommendations. He has passed most of the Czech statutory auditor exams and is studying for the ACCA qualification.

He speaks English, plays floorball and coaches junior colleagues in our mentoring programme.`,
    },
  },
  {
    id: 15,
    updated_at: '2026-04-28T16:15:00+02:00',
    group: 4,
    firstname: 'Tereza',
    lastname: 'Kopecká',
    degree_before: 'Bc.',
    degree_after: null,
    email: 'tereza.kopecka@korvina.example',
    phone: '+420 543 210 315',
    linkedin: null,
    photo: '/media/people/tereza-kopecka.jpg',
    service_group_ids: [19],
    sort: 30,
    cs: {
      slug: 'tereza-kopecka',
      position: 'Účetní',
      perex: 'Tereza vede účetnictví menších obchodních a servisních firem v Brně a stará se o jejich měsíční uzávěrky.',
      bio: `Tereza vystudovala Ekonomicko-správní fakultu Masarykovy univerzity, obor účetnictví a daně. V Korvině pracuje od roku 2021 v brněnském týmu [účetnictví](app://service-group/19).

Samostatně vede účetnictví pro zhruba patnáct klientů – od zpracování dokladů a bankovních výpisů přes přiznání k DPH a kontrolní hlášení až po podklady pro roční účetní závěrku. Klienti oceňují, že jim vždy srozumitelně vysvětlí, co a proč potřebuje doložit.

Mluví anglicky a učí se německy.`,
    },
    en: {
      slug: 'tereza-kopecka',
      position: 'Accountant',
      perex: 'Tereza keeps the books of smaller trading and service companies in Brno and looks after their monthly closing.',
      bio: `Tereza studied accounting and tax at the Faculty of Economics and Administration of Masaryk University. She has worked in Korvina's Brno [accounting](app://service-group/19) team since 2021.

She independently keeps the books for about fifteen clients – from processing documents and bank statements through VAT returns and control statements to the groundwork for the annual financial statements. Clients appreciate that she always explains clearly what she needs from them and why.

She speaks English and is learning German.`,
    },
  },
  {
    id: 16,
    updated_at: '2026-03-07T09:28:00+01:00',
    group: 4,
    firstname: 'Martin',
    lastname: 'Sedláček',
    degree_before: 'Ing.',
    degree_after: null,
    email: 'martin.sedlacek@korvina.example',
    phone: '+420 543 210 316',
    linkedin: 'https://www.linkedin.com/in/martin-sedlacek-payroll',
    photo: '/media/people/martin-sedlacek.jpg',
    service_group_ids: [22],
    sort: 40,
    cs: {
      slug: 'martin-sedlacek',
      position: 'Mzdový specialista',
      perex: 'Martin zpracovává mzdy pro firmy od deseti do tisíce zaměstnanců a hlídá každou změnu v zákoníku práce.',
      bio: `Martin vystudoval Provozně ekonomickou fakultu Mendelovy univerzity v Brně. Osm let vedl mzdovou účtárnu v logistické společnosti se směnným provozem, do Korviny přišel v roce 2020.

Ve [mzdovém týmu](app://service-group/22) má na starosti klienty s náročnějšími mzdovými systémy:

- směnné provozy, příplatky a konta pracovní doby,
- zaměstnance vyslané do zahraničí a cizince,
- roční zúčtování daně a přehledy pro pojišťovny,
- jednotné měsíční hlášení zaměstnavatele (JMHZ).

Pravidelně přednáší na našich mzdových seminářích.`,
    },
    en: {
      slug: 'martin-sedlacek',
      position: 'Payroll Specialist',
      perex: 'Martin runs payroll for companies with ten to a thousand employees and keeps an eye on every change in the Labour Code.',
      bio: `Martin graduated from the Faculty of Business and Economics of Mendel University in Brno. He spent eight years running the payroll office of a logistics company with shift operations and joined Korvina in 2020.

In our [payroll team](app://service-group/22) he looks after clients with more complex pay systems:

- shift work, allowances and working-time accounts,
- employees posted abroad and foreign nationals,
- annual tax reconciliation and reports for insurance companies,
- the new single monthly employer report (JMHZ).

He regularly lectures at our payroll seminars.`,
    },
  },
  {
    id: 17,
    updated_at: '2026-02-14T10:41:00+01:00',
    group: 4,
    firstname: 'Barbora',
    lastname: 'Říhová',
    degree_before: 'Mgr.',
    degree_after: null,
    email: 'barbora.rihova@korvina.example',
    phone: '+420 222 310 447',
    linkedin: 'https://www.linkedin.com/in/barbora-rihova-tp',
    photo: '/media/people/barbora-rihova.jpg',
    service_group_ids: [12],
    sort: 50,
    cs: {
      slug: 'barbora-rihova',
      position: 'Specialistka na převodní ceny',
      perex: 'Barbora připravuje dokumentaci k převodním cenám a pomáhá skupinám obhájit ceny mezi spojenými osobami.',
      bio: `Barbora vystudovala ekonomii na Fakultě sociálních věd Univerzity Karlovy a studijně pobývala v Lovani. V Korvině pracuje od roku 2020 v [daňovém týmu](app://service-group/12).

Připravuje master file a local file, srovnávací analýzy z databází a nastavuje ceny vnitroskupinových služeb, licencí a financování. Pomáhá také při daňových kontrolách zaměřených na převodní ceny a spolupracuje s kolegy ze sítě Meridian Global na dokumentaci nadnárodních skupin.

Mluví anglicky, francouzsky a nizozemsky.`,
    },
    en: {
      slug: 'barbora-rihova',
      position: 'Transfer Pricing Specialist',
      perex: 'Barbora prepares transfer pricing documentation and helps groups defend the prices they charge between related parties.',
      bio: `Barbora studied economics at the Faculty of Social Sciences of Charles University and spent an exchange semester in Leuven. She has been part of Korvina's [tax team](app://service-group/12) since 2020.

She prepares master and local files and database benchmarking studies, and sets prices for intra-group services, licences and financing. She also supports clients in tax audits focused on transfer pricing and works with Meridian Global colleagues on documentation for multinational groups.

She speaks English, French and Dutch.`,
    },
  },
  {
    id: 18,
    updated_at: '2026-01-21T11:54:00+01:00',
    group: 4,
    firstname: 'Jakub',
    lastname: 'Štěpánek',
    degree_before: 'Ing.',
    degree_after: null,
    email: 'jakub.stepanek@korvina.example',
    phone: '+420 222 310 448',
    linkedin: 'https://www.linkedin.com/in/jakub-stepanek-valuation',
    photo: '/media/people/jakub-stepanek.jpg',
    service_group_ids: [20],
    sort: 60,
    cs: {
      slug: 'jakub-stepanek',
      position: 'Analytik oceňování',
      perex: 'Jakub staví finanční modely a připravuje ocenění podniků, ochranných známek a obchodních podílů.',
      bio: `Jakub vystudoval finance na VŠE v Praze a je kandidátem třetí úrovně programu CFA. V Korvině pracuje od roku 2022 v týmu [oceňování](app://service-group/20).

Připravuje ocenění výnosovou metodou i metodou tržních násobků, analyzuje obchodní plány klientů a zpracovává podklady pro znalecké posudky při přeměnách společností a vkladech do základního kapitálu.

Mluví anglicky a ve volném čase běhá maratony.`,
    },
    en: {
      slug: 'jakub-stepanek',
      position: 'Valuation Analyst',
      perex: 'Jakub builds financial models and prepares valuations of businesses, trademarks and shareholdings.',
      bio: `Jakub studied finance at the Prague University of Economics and Business and is a CFA Level III candidate. He joined Korvina's [valuation](app://service-group/20) team in 2022.

He prepares income-based and market-multiple valuations, analyses clients' business plans and prepares the groundwork for expert opinions on corporate transformations and in-kind contributions.

He speaks English and runs marathons in his free time.`,
    },
  },
  {
    id: 19,
    updated_at: '2026-06-28T12:07:00+02:00',
    group: 4,
    firstname: 'Eliška',
    lastname: 'Dvořáková',
    degree_before: 'Ing.',
    degree_after: null,
    email: 'eliska.dvorakova@korvina.example',
    phone: '+420 222 310 449',
    linkedin: 'https://www.linkedin.com/in/eliska-dvorakova-esg',
    photo: '/media/people/eliska-dvorakova.jpg',
    service_group_ids: [28],
    sort: 70,
    cs: {
      slug: 'eliska-dvorakova',
      position: 'ESG konzultantka',
      perex: 'Eliška pomáhá firmám spočítat uhlíkovou stopu, provést analýzu dvojí významnosti a sestavit první ESG zprávu.',
      bio: `Eliška vystudovala environmentální ekonomii na Mendelově univerzitě v Brně a obor udržitelného rozvoje na univerzitě ve Wageningenu. Pracovala v neziskové organizaci zaměřené na klimatickou politiku, do Korviny nastoupila v roce 2022.

V týmu [ESG a compliance](app://service-group/28) se věnuje:

- analýze dvojí významnosti podle standardů ESRS,
- výpočtu emisí skleníkových plynů (Scope 1–3),
- ESG dotazníkům od bank a odběratelů,
- přípravě dobrovolných zpráv podle standardu VSME.

Mluví anglicky a nizozemsky.`,
    },
    en: {
      slug: 'eliska-dvorakova',
      position: 'ESG Consultant',
      perex: 'Eliška helps companies calculate their carbon footprint, carry out a double materiality assessment and put together their first ESG report.',
      bio: `Eliška studied environmental economics at Mendel University in Brno and sustainable development at Wageningen University. She worked for a non-profit focused on climate policy and joined Korvina in 2022.

In the [ESG and compliance](app://service-group/28) team she works on:

- double materiality assessments under the ESRS,
- greenhouse gas accounting (Scope 1–3),
- ESG questionnaires from banks and customers,
- voluntary reports under the VSME standard.

She speaks English and Dutch.`,
    },
  },
  {
    id: 20,
    updated_at: '2026-05-07T13:20:00+02:00',
    group: 4,
    firstname: 'Adam',
    lastname: 'Fiala',
    degree_before: 'Mgr.',
    degree_after: null,
    email: 'adam.fiala@korvina.example',
    phone: '+420 222 310 450',
    linkedin: 'https://www.linkedin.com/in/adam-fiala-procurement',
    photo: '/media/people/adam-fiala.jpg',
    service_group_ids: [27],
    sort: 80,
    cs: {
      slug: 'adam-fiala',
      position: 'Právník pro veřejné zakázky',
      perex: 'Adam připravuje zadávací dokumentace, nabídky i námitky a provází klienty řízením před ÚOHS.',
      bio: `Adam vystudoval Právnickou fakultu Masarykovy univerzity. Po koncipientské praxi v advokátní kanceláři zaměřené na veřejné zakázky nastoupil v roce 2021 do Korviny.

Pro zadavatele připravuje zadávací dokumentace a hodnoticí kritéria, pro dodavatele kontroluje nabídky a podává námitky. Zastupuje klienty v řízeních před Úřadem pro ochranu hospodářské soutěže a školí je v zákoně o zadávání [veřejných zakázek](app://service-group/27).

Mluví anglicky a slovensky.`,
    },
    en: {
      slug: 'adam-fiala',
      position: 'Public Procurement Lawyer',
      perex: 'Adam drafts tender documentation, bids and objections and guides clients through proceedings before the competition authority.',
      bio: `Adam studied law at Masaryk University. After his traineeship at a law firm specialising in public procurement he joined Korvina in 2021.

For contracting authorities he prepares tender documentation and award criteria; for bidders he reviews offers and files objections. He represents clients before the Office for the Protection of Competition and trains them in the Czech [Public Procurement](app://service-group/27) Act.

He speaks English and Slovak.`,
    },
  },
  {
    id: 21,
    updated_at: '2026-04-14T14:33:00+02:00',
    group: 4,
    firstname: 'Klára',
    lastname: 'Vlčková',
    degree_before: 'Ing.',
    degree_after: null,
    email: 'klara.vlckova@korvina.example',
    phone: '+420 222 310 451',
    linkedin: null,
    photo: '/media/people/klara-vlckova.jpg',
    service_group_ids: [23],
    sort: 90,
    cs: {
      slug: 'klara-vlckova',
      position: 'Specialistka pro zakládání a správu firem',
      perex: 'Klára zakládá společnosti pro tuzemské i zahraniční klienty a stará se o jejich sídlo, zápisy a povinnosti vůči úřadům.',
      bio: `Klára vystudovala mezinárodní obchod na VŠE v Praze. Pracovala jako asistentka vedení v zahraniční holdingové společnosti, v Korvině je od roku 2020.

V rámci služeb [zakládání a správy firem](app://service-group/23) zajišťuje založení s.r.o. i a.s., zápisy změn do obchodního rejstříku, evidenci skutečných majitelů, virtuální sídlo a korespondenci s úřady pro zahraniční vlastníky, kteří v Česku nemají vlastní kancelář.

Mluví anglicky, německy a španělsky.`,
    },
    en: {
      slug: 'klara-vlckova',
      position: 'Company Formation Specialist',
      perex: 'Klára sets up companies for Czech and foreign clients and looks after their registered office, filings and obligations towards the authorities.',
      bio: `Klára studied international trade at the Prague University of Economics and Business. She worked as an executive assistant at a foreign holding company and has been with Korvina since 2020.

As part of our [company formation and management](app://service-group/23) services she sets up limited liability and joint-stock companies, files changes with the Commercial Register, keeps the register of beneficial owners up to date and provides a registered office and correspondence handling for foreign owners without their own office in Czechia.

She speaks English, German and Spanish.`,
    },
  },
  {
    id: 22,
    updated_at: '2026-03-21T15:46:00+01:00',
    group: 4,
    firstname: 'David',
    lastname: 'Zeman',
    degree_before: 'Ing.',
    degree_after: null,
    email: 'david.zeman@korvina.example',
    phone: '+420 222 310 452',
    linkedin: 'https://www.linkedin.com/in/david-zeman-forensic',
    photo: '/media/people/david-zeman.jpg',
    service_group_ids: [26],
    sort: 100,
    cs: {
      slug: 'david-zeman',
      position: 'Forenzní analytik',
      perex: 'David hledá v datech to, co se v nich ztratit mělo – neobvyklé platby, fiktivní dodavatele a podezřelé vazby.',
      bio: `David vystudoval ekonometrii na Fakultě informatiky a statistiky VŠE v Praze. Do [forenzního týmu](app://service-group/26) Korviny nastoupil v roce 2021 po dvou letech v oddělení řízení rizik banky.

Zpracovává a analyzuje účetní data, bankovní výpisy a e-mailovou komunikaci, zkoumá vazby mezi firmami a osobami ve veřejných rejstřících a připravuje přehledné vizualizace pro vedení klientů a pro soud. Programuje v Pythonu a SQL.

Mluví anglicky.`,
    },
    en: {
      slug: 'david-zeman',
      position: 'Forensic Analyst',
      perex: 'David finds what was meant to stay hidden in the data – unusual payments, fictitious suppliers and suspicious connections.',
      bio: `David studied econometrics at the Faculty of Informatics and Statistics of the Prague University of Economics and Business. He joined Korvina's [forensic team](app://service-group/26) in 2021 after two years in a bank's risk management department.

He processes and analyses accounting data, bank statements and e-mail communication, maps links between companies and people in public registers and prepares clear visualisations for client management and the courts. He programs in Python and SQL.

He speaks English.`,
    },
  },
  {
    id: 23,
    updated_at: '2026-02-28T16:59:00+01:00',
    group: 4,
    firstname: 'Nikola',
    lastname: 'Horáková',
    degree_before: 'Bc.',
    degree_after: null,
    email: 'nikola.horakova@korvina.example',
    phone: '+420 222 310 453',
    linkedin: null,
    photo: '/media/people/nikola-horakova.jpg',
    service_group_ids: [22],
    sort: 110,
    cs: {
      slug: 'nikola-horakova',
      position: 'Specialistka mezd a HR',
      perex: 'Nikola zpracovává mzdy pražských klientů a pomáhá jim s personální agendou od nástupu po ukončení pracovního poměru.',
      bio: `Nikola vystudovala personální management na Vysoké škole ekonomie a managementu v Praze. V Korvině začínala v roce 2022 jako asistentka mzdového týmu, dnes samostatně vede mzdy pro více než dvacet klientů.

Připravuje pracovní smlouvy a dohody, vede personální spisy, komunikuje s úřady a zdravotními pojišťovnami a pomáhá klientům s [mzdovou a HR agendou](app://service-group/22) při nástupu nových zaměstnanců.

Mluví anglicky a ukrajinsky.`,
    },
    en: {
      slug: 'nikola-horakova',
      position: 'Payroll and HR Specialist',
      perex: 'Nikola runs payroll for our Prague clients and helps them with HR administration from onboarding to termination.',
      bio: `Nikola studied human resource management at a private university of economics in Prague. She started at Korvina in 2022 as an assistant in the payroll team and now independently handles payroll for more than twenty clients.

She drafts employment contracts and agreements, keeps personnel files, deals with the authorities and health insurance companies and helps clients with their [payroll and HR](app://service-group/22) agenda when new people join.

She speaks English and Ukrainian.`,
    },
  },
  {
    id: 24,
    updated_at: '2026-01-07T09:12:00+01:00',
    group: 4,
    firstname: 'Lukáš',
    lastname: 'Beneš',
    degree_before: 'Ing.',
    degree_after: null,
    email: 'lukas.benes@korvina.example',
    phone: '+420 222 310 454',
    linkedin: 'https://www.linkedin.com/in/lukas-benes-ma',
    photo: '/media/people/lukas-benes.jpg',
    service_group_ids: [3],
    sort: 120,
    cs: {
      slug: 'lukas-benes',
      position: 'M&A associate',
      perex: 'Lukáš pracuje na prodejích a akvizicích středních firem – od přípravy prodejního memoranda po podpis smlouvy.',
      bio: `Lukáš vystudoval podnikovou ekonomiku na VŠE v Praze a magisterský program financí v Rotterdamu. Do týmu [Strategie a M&A](app://service-group/3) nastoupil v roce 2023 po dvou letech v investiční skupině.

Připravuje informační memoranda a finanční analýzy, oslovuje potenciální kupce a investory, koordinuje datovou místnost a due diligence a podílí se na vyjednávání podmínek transakcí.

Mluví anglicky a nizozemsky, ve volném čase hraje šachy.`,
    },
    en: {
      slug: 'lukas-benes',
      position: 'M&A Associate',
      perex: 'Lukáš works on sales and acquisitions of mid-sized companies – from the information memorandum to signing.',
      bio: `Lukáš studied business economics at the Prague University of Economics and Business and completed a master's in finance in Rotterdam. He joined the [Strategy and M&A](app://service-group/3) team in 2023 after two years at an investment group.

He prepares information memoranda and financial analyses, approaches potential buyers and investors, coordinates the data room and due diligence and takes part in negotiating deal terms.

He speaks English and Dutch and plays chess in his free time.`,
    },
  },
  {
    id: 25,
    updated_at: '2026-06-14T10:25:00+02:00',
    group: 4,
    firstname: 'Simona',
    lastname: 'Procházková',
    degree_before: 'Ing.',
    degree_after: null,
    email: 'simona.prochazkova@korvina.example',
    phone: '+420 543 210 325',
    linkedin: null,
    photo: '/media/people/simona-prochazkova.jpg',
    service_group_ids: [19],
    sort: 130,
    cs: {
      slug: 'simona-prochazkova',
      position: 'Senior účetní',
      perex: 'Simona vede účetnictví dceřiných společností zahraničních skupin a připravuje reporting podle skupinových pravidel.',
      bio: `Simona vystudovala Ekonomicko-správní fakultu Masarykovy univerzity. Devět let pracovala jako hlavní účetní v české pobočce rakouské strojírenské skupiny, do brněnského týmu Korviny nastoupila v roce 2026.

Stará se o klienty se zahraničním vlastníkem: vede jejich [účetnictví](app://service-group/19), připravuje měsíční reporting do skupinových systémů, převodové můstky mezi českými předpisy a IFRS a podklady pro auditory.

Mluví německy a anglicky.`,
    },
  },
  {
    id: 26,
    updated_at: '2026-05-21T11:38:00+02:00',
    group: 4,
    firstname: 'Jan',
    lastname: 'Kučera',
    degree_before: 'Ing.',
    degree_after: null,
    email: 'jan.kucera@korvina.example',
    phone: '+420 543 210 326',
    linkedin: 'https://www.linkedin.com/in/jan-kucera-erp',
    photo: '/media/people/jan-kucera.jpg',
    service_group_ids: [24],
    sort: 140,
    cs: {
      slug: 'jan-kucera',
      position: 'Softwarový konzultant',
      perex: 'Jan zavádí účetní a ERP systémy a píše integrace, které klientům šetří hodiny ručního přepisování.',
      bio: `Jan vystudoval Fakultu podnikatelskou VUT v Brně, obor manažerská informatika. Před nástupem do Korviny v roce 2026 pracoval jako vývojář v brněnské softwarové firmě.

V týmu [systémových a softwarových řešení](app://service-group/24) nastavuje účetní systémy, importy bankovních výpisů a napojení e-shopů, automatizuje vytěžování faktur a připravuje reporty v Power BI.

Mluví anglicky.`,
    },
  },
  {
    id: 27,
    updated_at: '2026-04-28T12:51:00+02:00',
    group: 4,
    firstname: 'Anna',
    lastname: 'Malá',
    degree_before: 'Mgr.',
    degree_after: null,
    email: 'anna.mala@korvina.example',
    phone: '+420 222 310 457',
    linkedin: null,
    photo: '/media/people/anna-mala.jpg',
    service_group_ids: [21],
    sort: 150,
    cs: {
      slug: 'anna-mala',
      position: 'Poradkyně pro family office',
      perex: 'Anna pomáhá rodinám podnikatelů s přehledem o majetku, s plánováním nástupnictví a se správou svěřenských fondů.',
      bio: `Anna vystudovala Právnickou fakultu Univerzity Karlovy a absolvovala kurz správy rodinného majetku ve Švýcarsku. Do Korviny přišla v roce 2026 z privátního bankovnictví.

V rámci služeb [family office](app://service-group/21) sestavuje pro rodiny konsolidovaný přehled majetku, připravuje statuty svěřenských fondů a rodinné ústavy a koordinuje spolupráci s notáři, bankami a správci aktiv.

Mluví anglicky a německy.`,
    },
  },
  {
    id: 28,
    updated_at: '2026-03-07T13:04:00+01:00',
    group: 4,
    firstname: 'Vojtěch',
    lastname: 'Pospíšil',
    degree_before: 'Ing.',
    degree_after: null,
    email: 'vojtech.pospisil@korvina.example',
    phone: '+420 222 310 458',
    linkedin: null,
    photo: '/media/people/vojtech-pospisil.jpg',
    service_group_ids: [18],
    sort: 160,
    cs: {
      slug: 'vojtech-pospisil',
      position: 'Asistent auditora',
      perex: 'Vojtěch je součástí auditních týmů a má na starosti testování zásob, pohledávek a výnosů.',
      bio: `Vojtěch dokončil v roce 2026 magisterské studium účetnictví na VŠE v Praze a hned poté nastoupil do [auditního týmu](app://service-group/18) Korviny. Během studia absolvoval u nás letní stáž.

Účastní se inventarizací zásob, rozesílá a vyhodnocuje konfirmace pohledávek a závazků a testuje výnosy a náklady. Připravuje se na první zkoušky statutárního auditora.

Mluví anglicky a hraje na kytaru.`,
    },
  },
]
