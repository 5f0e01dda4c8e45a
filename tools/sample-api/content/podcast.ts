// The firm's podcast "aPodcast": external guests and episodes. Episode 6 (the Czech flat-rate
// tax for the self-employed) only concerns Czech listeners and exists in Czech only.
import type { AuthoredPodcastEpisode, AuthoredPodcastGuest } from './types.js'

export const podcastGuests: AuthoredPodcastGuest[] = [
  {
    id: 1,
    updated_at: '2026-01-15T10:13:00+01:00',
    photo: '/media/podcast/guest-hana-vavrova.jpg',
    cs: {
      slug: 'hana-vavrova',
      name: 'Ing. Hana Vávrová',
      position: 'finanční ředitelka',
      company: 'Lumira Foods a.s.',
      bio: `Hana vede finance potravinářské skupiny se čtyřmi závody a obratem přes tři miliardy korun. Předtím působila dvanáct let v controllingu nadnárodní nápojové firmy.

Zajímá ji automatizace finančních procesů, řízení pracovního kapitálu a to, jak se z finančního oddělení stává partner pro obchod a výrobu. Je mentorkou v programu pro ženy ve vedení firem.`,
    },
    en: {
      slug: 'hana-vavrova',
      name: 'Hana Vávrová',
      position: 'CFO',
      company: 'Lumira Foods a.s.',
      bio: `Hana runs the finances of a food group with four plants and a turnover of over CZK 3 billion. Before that she spent twelve years in controlling at a multinational beverage company.

She is interested in automating finance processes, working capital management and turning the finance department into a partner for sales and production. She mentors in a programme for women in leadership.`,
    },
  },
  {
    id: 2,
    updated_at: '2026-06-22T11:26:00+02:00',
    photo: '/media/podcast/guest-jiri-polak.jpg',
    cs: {
      slug: 'jiri-polak',
      name: 'Jiří Polák',
      position: 'zakladatel a CEO',
      company: 'Datamoss s.r.o.',
      bio: `Jiří vystudoval kybernetiku a po letech ve vývoji průmyslového softwaru založil start-up Datamoss, který analyzuje data ze senzorů v polích a sadech. Firma dnes zaměstnává 25 lidí a má zákazníky v pěti zemích.

V podcastu mluví otevřeně o chybách, které jako zakladatel udělal, i o tom, co by dnes dělal jinak.`,
    },
    en: {
      slug: 'jiri-polak',
      name: 'Jiří Polák',
      position: 'Founder and CEO',
      company: 'Datamoss s.r.o.',
      bio: `Jiří studied cybernetics and, after years developing industrial software, founded the start-up Datamoss, which analyses sensor data from fields and orchards. The company now employs 25 people and has customers in five countries.

On the podcast he talks openly about the mistakes he made as a founder and what he would do differently today.`,
    },
  },
  {
    id: 3,
    updated_at: '2026-05-01T12:39:00+02:00',
    photo: '/media/podcast/guest-miroslav-kubat.jpg',
    cs: {
      slug: 'miroslav-kubat',
      name: 'prof. Ing. Miroslav Kubát, CSc.',
      position: 'profesor veřejných financí',
      company: 'Středomoravská univerzita, Ekonomická fakulta',
      bio: `Miroslav se více než třicet let věnuje daňové politice a veřejným financím. Působil jako poradce parlamentního rozpočtového výboru a spolupracoval s Evropskou komisí na studiích o harmonizaci daní z příjmů právnických osob.

Je autorem řady monografií o daňových systémech zemí střední Evropy a vychoval desítky daňových poradců.`,
    },
    en: {
      slug: 'miroslav-kubat',
      name: 'Prof. Miroslav Kubát',
      position: 'Professor of Public Finance',
      company: 'Central Moravian University, Faculty of Economics',
      bio: `Miroslav has worked on tax policy and public finance for more than thirty years. He advised the parliamentary budget committee and worked with the European Commission on studies of corporate income tax harmonisation.

He has written several monographs on Central European tax systems and has taught dozens of today's tax advisors.`,
    },
  },
  {
    id: 4,
    updated_at: '2026-04-08T13:52:00+02:00',
    photo: '/media/podcast/guest-petra-lindner.jpg',
    cs: {
      slug: 'petra-lindner',
      name: 'Mgr. Petra Lindner',
      position: 'personální a provozní ředitelka',
      company: 'Vltava Freight Logistics s.r.o.',
      bio: `Petra má na starosti téměř 400 řidičů, skladníků a dispečerů. Do logistiky přišla z personálního poradenství a zavedla ve firmě nový systém odměňování a plánování směn.

Zajímá ji, jak udržet lidi v oboru, kde jich chronicky chybí, a jak s nimi mluvit o penězích otevřeně.`,
    },
    en: {
      slug: 'petra-lindner',
      name: 'Petra Lindner',
      position: 'HR and Operations Director',
      company: 'Vltava Freight Logistics s.r.o.',
      bio: `Petra is responsible for almost 400 drivers, warehouse staff and dispatchers. She came to logistics from HR consulting and introduced a new pay and shift planning system in the company.

She is interested in how to keep people in a sector with a chronic labour shortage and how to talk to them openly about money.`,
    },
  },
  {
    id: 5,
    updated_at: '2026-03-15T14:05:00+01:00',
    photo: '/media/podcast/guest-karel-simon.jpg',
    cs: {
      slug: 'karel-simon',
      name: 'Ing. Karel Šimon',
      position: 'majitel a jednatel',
      company: 'Rodinný pivovar Šimon s.r.o.',
      bio: `Karel převzal pivovar po otci v roce 2015 a z malé regionální varny vybudoval značku, kterou znají v celé republice. Letos začal předávat řízení své dceři.

V podcastu sdílí, jak probíhala obě předání – to, které zažil jako syn, i to, které teď připravuje jako otec.`,
    },
    en: {
      slug: 'karel-simon',
      name: 'Karel Šimon',
      position: 'Owner and Managing Director',
      company: 'Rodinný pivovar Šimon s.r.o.',
      bio: `Karel took over the brewery from his father in 2015 and turned a small regional brewhouse into a brand known across the country. This year he started handing the management over to his daughter.

On the podcast he shares how both handovers went – the one he experienced as a son and the one he is now preparing as a father.`,
    },
  },
]

export const podcastEpisodes: AuthoredPodcastEpisode[] = [
  {
    id: 1,
    updated_at: '2025-01-22T07:00:00+01:00',
    number: 1,
    published_at: '2025-01-22T07:00:00+01:00',
    duration_seconds: 2280,
    audio: '/media/podcast/episode-1.wav',
    video_url: null,
    guest_ids: [1],
    image: '/media/podcast/episode-1.svg',
    cs: {
      slug: 'jak-vybrat-ucetni-firmu',
      title: 'Jak vybrat účetní firmu a kdy ji vyměnit',
      perex: 'Finanční ředitelka Hana Vávrová a partnerka Lucie Šimková o tom, co čekat od externí účetní firmy a jak poznat, že spolupráce nefunguje.',
      body: `V prvním díle aPodcastu si [Lucie Šimková](app://person/4) povídá s finanční ředitelkou Hanou Vávrovou o outsourcingu účetnictví z pohledu klienta.

## O čem mluvíme

- **00:00** – úvod a představení hostky
- **02:40** – kdy dává smysl účetnictví outsourcovat a kdy ne
- **09:15** – na co se ptát při výběru dodavatele
- **16:30** – předávání agendy: co se nejčastěji pokazí
- **24:10** – reporting pro vedení: méně tabulek, více odpovědí
- **31:45** – varovné signály, že je čas změnit dodavatele
- **36:20** – rychlé otázky na závěr

Více o naší službě najdete na stránce [Účetnictví](app://service-group/19).`,
    },
    en: {
      slug: 'how-to-choose-an-accounting-firm',
      title: 'How to Choose an Accounting Firm and When to Switch',
      perex: 'CFO Hana Vávrová and partner Lucie Šimková on what to expect from an outsourced accounting firm and how to tell the cooperation is not working.',
      body: `In the first episode of aPodcast, [Lucie Šimková](app://person/4) talks to CFO Hana Vávrová about outsourced accounting from the client's point of view. The episode is in Czech.

## Topics

- **00:00** – introduction of our guest
- **02:40** – when outsourcing accounting makes sense and when it does not
- **09:15** – what to ask when choosing a provider
- **16:30** – handing over the agenda: what most often goes wrong
- **24:10** – management reporting: fewer spreadsheets, more answers
- **31:45** – warning signs that it is time to switch
- **36:20** – quick-fire questions

Read more about our [Accounting](app://service-group/19) services.`,
    },
  },
  {
    id: 2,
    updated_at: '2025-03-26T07:00:00+01:00',
    number: 2,
    published_at: '2025-03-26T07:00:00+01:00',
    duration_seconds: 2715,
    audio: '/media/podcast/episode-2.wav',
    video_url: null,
    guest_ids: [2],
    image: null,
    cs: {
      slug: 'zalozit-start-up-v-cesku',
      title: 'Založit start-up v Česku: co vám nikdo neřekne',
      perex: 'Zakladatel Datamossu Jiří Polák o prvních letech firmy, zaměstnaneckých opcích a o tom, proč na účetnictví nešetřit.',
      body: `Hostem [Kláry Vlčkové](app://person/21) je Jiří Polák, který před pěti lety založil softwarovou firmu Datamoss.

## O čem mluvíme

- **00:00** – úvod
- **01:50** – s.r.o. nebo a.s.? A kolik stojí založení doopravdy
- **08:30** – první zaměstnanci: smlouvy, dohody, nebo faktury?
- **17:05** – opce a podíly pro klíčové lidi a jejich zdanění
- **27:40** – odpočet na výzkum a vývoj pro softwarové firmy
- **35:20** – co chtěl vidět první investor
- **42:10** – tři rady pro začínající zakladatele`,
    },
    en: {
      slug: 'starting-a-start-up-in-czechia',
      title: 'Starting a Start-up in Czechia: What Nobody Tells You',
      perex: "Datamoss founder Jiří Polák on the company's early years, employee options and why you should not skimp on accounting.",
      body: `[Klára Vlčková](app://person/21) talks to Jiří Polák, who founded the software company Datamoss five years ago. The episode is in Czech.

## Topics

- **00:00** – introduction
- **01:50** – limited or joint-stock company? And what incorporation really costs
- **08:30** – first hires: employment contracts, agreements or invoices?
- **17:05** – options and shares for key people and how they are taxed
- **27:40** – the R&D tax deduction for software companies
- **35:20** – what the first investor wanted to see
- **42:10** – three tips for first-time founders`,
    },
  },
  {
    id: 3,
    updated_at: '2025-05-28T07:00:00+02:00',
    number: 3,
    published_at: '2025-05-28T07:00:00+02:00',
    duration_seconds: 3340,
    audio: '/media/podcast/episode-3.wav',
    video_url: null,
    guest_ids: [3],
    image: '/media/podcast/episode-3.svg',
    cs: {
      slug: 'kam-miri-dane-v-evrope',
      title: 'Kam míří daně v Evropě',
      perex: 'Profesor Miroslav Kubát a docentka Alena Marková o globální minimální dani, harmonizaci a o tom, co to znamená pro české firmy.',
      body: `Akademická, ale srozumitelná debata o budoucnosti daní. Moderuje [Alena Marková](app://person/11), členka naší dozorčí rady.

## O čem mluvíme

- **00:00** – úvod
- **03:10** – globální minimální daň: koho se týká a koho ne
- **14:25** – společný konsolidovaný základ daně – mrtvý projekt?
- **23:50** – digitální daně a zdanění nadnárodních platforem
- **34:40** – daňová konkurence mezi státy střední Evropy
- **45:30** – co by měl změnit český zákon o daních z příjmů
- **52:15** – otázky posluchačů`,
    },
    en: {
      slug: 'where-european-tax-is-heading',
      title: 'Where European Tax Is Heading',
      perex: 'Professor Miroslav Kubát and Associate Professor Alena Marková on the global minimum tax, harmonisation and what it means for Czech companies.',
      body: `An academic yet accessible debate on the future of taxation, hosted by [Alena Marková](app://person/11), member of our supervisory board. The episode is in Czech.

## Topics

- **00:00** – introduction
- **03:10** – the global minimum tax: who is affected and who is not
- **14:25** – the common consolidated corporate tax base – a dead project?
- **23:50** – digital taxes and taxing multinational platforms
- **34:40** – tax competition among Central European countries
- **45:30** – what should change in the Czech Income Tax Act
- **52:15** – listeners' questions`,
    },
  },
  {
    id: 4,
    updated_at: '2025-09-02T12:25:00+02:00',
    number: 4,
    published_at: '2025-08-27T07:00:00+02:00',
    duration_seconds: 2490,
    audio: '/media/podcast/episode-4.wav',
    video_url: 'https://video.korvina.example/apodcast/4',
    guest_ids: [4],
    image: null,
    cs: {
      slug: 'mzdy-ve-smennem-provozu',
      title: 'Mzdy a nábor ve směnném provozu',
      perex: 'Petra Lindner z Vltava Freight Logistics a Martin Sedláček o tom, jak nastavit odměňování, aby lidé neodcházeli.',
      body: `Logistika, výroba i zdravotnictví řeší stejný problém: jak najít a udržet lidi na směny. Hostkou [Martina Sedláčka](app://person/16) je personální ředitelka Petra Lindner.

## O čem mluvíme

- **00:00** – úvod
- **02:20** – proč lidé z logistiky odcházejí
- **10:45** – příplatky, prémie a konto pracovní doby v praxi
- **19:30** – benefity, které lidé opravdu chtějí
- **27:15** – zaměstnávání cizinců: povolení, mzdy a hlášení
- **35:50** – jak mluvit o penězích otevřeně
- **40:05** – závěr`,
    },
    en: {
      slug: 'payroll-in-shift-operations',
      title: 'Payroll and Hiring in Shift Operations',
      perex: 'Petra Lindner of Vltava Freight Logistics and Martin Sedláček on setting up pay so that people stay.',
      body: `Logistics, manufacturing and healthcare face the same problem: how to find and keep shift workers. [Martin Sedláček](app://person/16) talks to HR director Petra Lindner. The episode is in Czech.

## Topics

- **00:00** – introduction
- **02:20** – why people leave logistics
- **10:45** – allowances, bonuses and working-time accounts in practice
- **19:30** – benefits people actually want
- **27:15** – employing foreign nationals: permits, pay and reporting
- **35:50** – talking about money openly
- **40:05** – wrap-up`,
    },
  },
  {
    id: 5,
    updated_at: '2025-10-29T07:00:00+01:00',
    number: 5,
    published_at: '2025-10-29T07:00:00+01:00',
    duration_seconds: 3480,
    audio: '/media/podcast/episode-5.wav',
    video_url: 'https://video.korvina.example/apodcast/5',
    guest_ids: [5],
    image: '/media/podcast/episode-5.svg',
    cs: {
      slug: 'predat-rodinnou-firmu-detem',
      title: 'Předat rodinnou firmu dětem',
      perex: 'Majitel rodinného pivovaru Karel Šimon a partner Petr Kalina o nástupnictví, svěřenských fondech a o rozhovorech u rodinného stolu.',
      body: `Generační výměna je pro rodinné firmy nejtěžší zkouškou. [Petr Kalina](app://person/3) mluví s Karlem Šimonem, který ji zažil dvakrát.

## O čem mluvíme

- **00:00** – úvod
- **04:05** – první předání: od otce k synovi
- **13:40** – kdy začít mluvit o nástupnictví
- **22:30** – svěřenský fond, holding, nebo darování podílů?
- **33:15** – daňové dopady jednotlivých variant
- **42:50** – rodinná ústava a pravidla pro členy rodiny ve firmě
- **52:20** – co Karel předává dceři jinak než jeho otec jemu

Souvisí: naše služby [family office](app://service-group/21).`,
    },
    en: {
      slug: 'handing-the-family-business-to-the-children',
      title: 'Handing the Family Business to the Children',
      perex: 'Family brewery owner Karel Šimon and partner Petr Kalina on succession, trust funds and conversations around the family table.',
      body: `A generational handover is the toughest test for a family business. [Petr Kalina](app://person/3) talks to Karel Šimon, who has been through it twice. The episode is in Czech.

## Topics

- **00:00** – introduction
- **04:05** – the first handover: from father to son
- **13:40** – when to start talking about succession
- **22:30** – a trust fund, a holding company or gifting shares?
- **33:15** – the tax impact of each option
- **42:50** – a family constitution and rules for family members in the business
- **52:20** – what Karel is doing differently with his daughter

Related: our [family office](app://service-group/21) services.`,
    },
  },
  {
    id: 6,
    updated_at: '2026-01-28T07:00:00+01:00',
    number: 6,
    published_at: '2026-01-28T07:00:00+01:00',
    duration_seconds: 1560,
    audio: '/media/podcast/episode-6.wav',
    video_url: null,
    guest_ids: [],
    image: null,
    cs: {
      slug: 'pausalni-dan-pro-osvc-2026',
      title: 'Paušální daň pro OSVČ v roce 2026',
      perex: 'Krátký díl pro živnostníky: komu se paušální režim vyplatí, jak do něj vstoupit a kdy z něj naopak vystoupit.',
      body: `Speciální díl bez hosta – [Veronika Krejčí](app://person/13) odpovídá na nejčastější otázky, které od živnostníků dostáváme.

## O čem mluvíme

- **00:00** – úvod
- **01:30** – tři pásma paušální daně a limity příjmů
- **07:45** – kdo do paušálního režimu vstoupit nemůže
- **12:20** – srovnání s výdajovým paušálem na modelových příkladech
- **19:10** – oznámení o vstupu a termín 10. ledna
- **23:00** – co když během roku překročím limit`,
    },
  },
  {
    id: 7,
    updated_at: '2026-05-27T07:00:00+02:00',
    number: 7,
    published_at: '2026-05-27T07:00:00+02:00',
    duration_seconds: 2950,
    audio: '/media/podcast/episode-7.wav',
    video_url: 'https://video.korvina.example/apodcast/7',
    guest_ids: [1],
    image: '/media/podcast/episode-7.svg',
    cs: {
      slug: 'esg-ocima-financni-reditelky',
      title: 'ESG očima finanční ředitelky',
      perex: 'Hana Vávrová se vrací, tentokrát s Markétou Holubovou, aby mluvily o tom, jak ESG reporting zvládnout bez zbytečné byrokracie.',
      body: `Naše první hostka se vrací. S [Markétou Holubovou](app://person/2) probírá, co ESG reporting znamená pro finanční oddělení potravinářské skupiny.

## O čem mluvíme

- **00:00** – úvod a návrat hostky
- **02:50** – kdo ve firmě ESG vlastně „vlastní“
- **11:20** – analýza dvojí významnosti: zkušenosti z první zprávy
- **21:40** – data o emisích od dodavatelů a zemědělců
- **31:10** – co se změnilo po balíčku Omnibus
- **40:30** – ověření zprávy auditorem
- **46:15** – rady pro firmy, které teprve začínají

Stáhněte si náš [ESG průvodce](app://document/7).`,
    },
    en: {
      slug: 'esg-through-the-eyes-of-a-cfo',
      title: 'ESG Through the Eyes of a CFO',
      perex: 'Hana Vávrová returns, this time with Markéta Holubová, to discuss how to handle ESG reporting without needless bureaucracy.',
      body: `Our first guest is back. With [Markéta Holubová](app://person/2) she discusses what ESG reporting means for the finance department of a food group. The episode is in Czech.

## Topics

- **00:00** – introduction and welcome back
- **02:50** – who actually "owns" ESG in the company
- **11:20** – double materiality: lessons from the first report
- **21:40** – emissions data from suppliers and farmers
- **31:10** – what changed after the Omnibus package
- **40:30** – assurance of the report by an auditor
- **46:15** – advice for companies just starting out

Download our [ESG guide](app://document/7).`,
    },
  },
  {
    id: 8,
    updated_at: '2026-10-26T11:25:00+01:00',
    number: 8,
    published_at: '2026-10-21T07:00:00+02:00',
    duration_seconds: 3120,
    audio: '/media/podcast/episode-8.wav',
    video_url: 'https://video.korvina.example/apodcast/8',
    guest_ids: [2],
    image: '/media/podcast/episode-8.svg',
    cs: {
      slug: 'umela-inteligence-v-ucetnictvi',
      title: 'Umělá inteligence v účetnictví',
      perex: 'Jiří Polák a Michal Doležal o tom, co už AI v účetnictví a daních zvládá, co ne a kde je třeba dávat pozor.',
      body: `Vývojář a zakladatel Jiří Polák se vrací, aby s [Michalem Doležalem](app://person/9) probral, jak umělá inteligence mění práci účetních.

## O čem mluvíme

- **00:00** – úvod
- **02:15** – vytěžování dokladů: od OCR k jazykovým modelům
- **10:40** – automatické účtování a párování plateb
- **19:55** – AI a daňové poradenství: kde pomáhá a kde halucinuje
- **30:20** – ochrana dat a důvěrnost klientských informací
- **39:45** – jak se změní profese účetní za pět let
- **48:30** – praktické tipy, čím začít

Související služba: [Systémová a softwarová řešení](app://service-group/24).`,
    },
    en: {
      slug: 'artificial-intelligence-in-accounting',
      title: 'Artificial Intelligence in Accounting',
      perex: 'Jiří Polák and Michal Doležal on what AI can already do in accounting and tax, what it cannot and where to be careful.',
      body: `Developer and founder Jiří Polák returns to discuss with [Michal Doležal](app://person/9) how artificial intelligence is changing accountants' work. The episode is in Czech.

## Topics

- **00:00** – introduction
- **02:15** – document capture: from OCR to language models
- **10:40** – automatic posting and payment matching
- **19:55** – AI and tax advice: where it helps and where it hallucinates
- **30:20** – data protection and client confidentiality
- **39:45** – how the accounting profession will change in five years
- **48:30** – practical tips on where to start

Related service: [System and software solutions](app://service-group/24).`,
    },
  },
]
