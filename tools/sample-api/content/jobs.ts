// Open positions. Job 4 (payroll accountant in Brno) is advertised in Czech only: the role
// needs fluent Czech, so the firm does not publish an English version.
import type { AuthoredJob } from './types.js'

export const jobs: AuthoredJob[] = [
  {
    id: 1,
    updated_at: '2026-09-07T09:00:00+02:00',
    employment_type: 'full_time',
    service_group_id: 12,
    contact_person_id: 6,
    published_at: '2026-09-07T09:00:00+02:00',
    valid_through: '2027-01-31',
    cs: {
      slug: 'danovy-poradce-konzultant',
      title: 'Daňový poradce / konzultant',
      location: 'Praha',
      perex: 'Hledáme kolegu nebo kolegyni do daňového týmu, kteří chtějí radit středním firmám s daní z příjmů a DPH a růst k osvědčení daňového poradce.',
      body: `Do pražského [daňového týmu](app://service-group/12) přijmeme konzultanta nebo konzultantku. Budete pracovat pro české firmy i dceřiné společnosti zahraničních skupin a od prvního dne se podílet na skutečných zakázkách pod vedením zkušených daňových poradců.

## Co vás čeká

- příprava přiznání k dani z příjmů právnických a fyzických osob,
- posuzování DPH u tuzemských i přeshraničních obchodů,
- písemné analýzy a odpovědi na dotazy klientů,
- účast na daňových kontrolách a jednáních s finančním úřadem,
- spolupráce s kolegy ze sítě Meridian Global.

## Co očekáváme

- vysokoškolské vzdělání ekonomického nebo právního směru,
- alespoň 2 roky praxe v daních, účetnictví nebo na finanční správě,
- dobrou znalost angličtiny slovem i písmem,
- chuť skládat zkoušky daňového poradce (rádi je zaplatíme).

## Co nabízíme

- hybridní režim s možností práce z domova dva dny v týdnu,
- 5 týdnů dovolené a 3 dny zdravotního volna,
- hrazené zkoušky Komory daňových poradců a studijní volno,
- příspěvek na penzijní spoření a stravenkový paušál,
- kancelář v Karlíně kousek od metra Křižíkova.`,
      tags: ['Daně', 'Praha', 'Hybridní práce', 'Plný úvazek'],
    },
    en: {
      slug: 'tax-advisor-consultant',
      title: 'Tax Advisor / Consultant',
      location: 'Prague',
      perex: 'We are looking for a colleague for our tax team who wants to advise mid-sized companies on income tax and VAT and work towards the Czech tax advisor qualification.',
      body: `Our Prague [tax team](app://service-group/12) is hiring a consultant. You will work for Czech companies and subsidiaries of foreign groups and from day one take part in real engagements under the guidance of experienced tax advisors.

## What you will do

- prepare corporate and personal income tax returns,
- assess VAT on domestic and cross-border transactions,
- write tax memos and answer client queries,
- take part in tax audits and meetings with the tax office,
- work with colleagues from the Meridian Global network.

## What we expect

- a university degree in economics or law,
- at least 2 years of experience in tax, accounting or the tax administration,
- good written and spoken English,
- willingness to take the Czech tax advisor exams (we pay for them).

## What we offer

- hybrid working with two days a week from home,
- 5 weeks of holiday and 3 sick days,
- paid Chamber of Tax Advisors exams and study leave,
- pension contributions and meal allowance,
- an office in Karlín, a short walk from Křižíkova metro station.

Good Czech is required, as most of our clients and the tax authorities communicate in Czech.`,
      tags: ['Tax', 'Prague', 'Hybrid work', 'Full-time'],
    },
  },
  {
    id: 2,
    updated_at: '2026-09-21T09:00:00+02:00',
    employment_type: 'full_time',
    service_group_id: 18,
    contact_person_id: 6,
    published_at: '2026-09-21T09:00:00+02:00',
    valid_through: '2027-03-31',
    cs: {
      slug: 'junior-auditor',
      title: 'Junior auditor',
      location: 'Praha nebo Brno',
      perex: 'Čerstvé absolventy a absolventky zveme do auditního týmu. Naučíme vás audit od inventury až po zprávu auditora.',
      body: `Hledáte první práci, kde uvidíte do hospodaření desítek firem z různých oborů? V [auditu](app://service-group/18) se to naučíte rychleji než kdekoli jinde. Nástup je možný od ledna nebo od září 2027.

## Co vás čeká

- účast na auditech účetních závěrek výrobních, obchodních i neziskových organizací,
- inventarizace zásob a majetku přímo u klientů,
- testování pohledávek, závazků, výnosů a nákladů,
- příprava podkladů pro zprávu auditora a dopis vedení.

## Co očekáváme

- dokončené nebo končící vysokoškolské studium ekonomického směru,
- základní znalost účetnictví a chuť se v něm zdokonalit,
- komunikativní angličtinu,
- ochotu občas vyjet ke klientovi mimo sídlo kanceláře.

## Co nabízíme

- strukturovaný vzdělávací program a mentora na celý první rok,
- hrazenou přípravu a zkoušky statutárního auditora nebo ACCA,
- pravidelné zvyšování mzdy podle dosažené kvalifikace,
- 5 týdnů dovolené, hybridní práci a notebook i telefon,
- přátelský kolektiv a společné akce obou kanceláří.`,
      tags: ['Audit', 'Junior', 'Absolventi', 'Praha', 'Brno'],
    },
    en: {
      slug: 'junior-auditor',
      title: 'Junior Auditor',
      location: 'Prague or Brno',
      perex: "We welcome recent graduates to our audit team. We will teach you audit from the stock count to the auditor's report.",
      body: `Looking for a first job where you get to see inside the finances of dozens of companies from different sectors? In [audit](app://service-group/18) you will learn this faster than anywhere else. You can start in January or September 2027.

## What you will do

- take part in audits of financial statements of manufacturers, traders and non-profits,
- attend stock counts and asset inventories at client sites,
- test receivables, payables, revenue and costs,
- prepare working papers for the auditor's report and the management letter.

## What we expect

- a completed or nearly completed degree in economics,
- basic accounting knowledge and the wish to get better at it,
- conversational English,
- willingness to travel to clients outside the office now and then.

## What we offer

- a structured training programme and a mentor for your whole first year,
- paid preparation and exams for the statutory auditor or ACCA qualification,
- regular pay rises as you qualify,
- 5 weeks of holiday, hybrid working, laptop and phone,
- a friendly team and joint events of both offices.`,
      tags: ['Audit', 'Junior', 'Graduates', 'Prague', 'Brno'],
    },
  },
  {
    id: 3,
    updated_at: '2026-10-05T09:00:00+02:00',
    employment_type: 'full_time',
    service_group_id: 19,
    contact_person_id: 4,
    published_at: '2026-10-05T09:00:00+02:00',
    valid_through: '2027-02-28',
    cs: {
      slug: 'ucetni',
      title: 'Účetní',
      location: 'Brno',
      perex: 'Do brněnského týmu účetnictví hledáme zkušenou účetní nebo zkušeného účetního, kteří samostatně povedou agendu několika klientů.',
      body: `Naše brněnská kancelář roste a potřebujeme posilu do týmu [účetnictví](app://service-group/19). Klienti jsou především menší a střední firmy z oblasti obchodu, služeb a výroby, část z nich má zahraničního vlastníka.

## Co vás čeká

- samostatné vedení účetnictví pro 10–15 klientů,
- přiznání k DPH, kontrolní a souhrnná hlášení,
- měsíční a roční uzávěrky, podklady pro daňové přiznání a audit,
- komunikace s klienty a návrhy, jak jejich agendu zjednodušit.

## Co očekáváme

- alespoň 3 roky praxe v podvojném účetnictví,
- znalost českých účetních a daňových předpisů,
- pečlivost a chuť pracovat s moderními nástroji (vytěžování dokladů, bankovní API),
- angličtina je výhodou.

## Co nabízíme

- stabilní zázemí a klienty, kteří s námi zůstávají roky,
- pružnou pracovní dobu a dva dny práce z domova týdně,
- 5 týdnů dovolené, příspěvek na sport a penzijní spoření,
- kancelář na Údolní ulici v centru Brna.`,
      tags: ['Účetnictví', 'Brno', 'Hybridní práce', 'Plný úvazek'],
    },
    en: {
      slug: 'accountant',
      title: 'Accountant',
      location: 'Brno',
      perex: 'Our Brno accounting team is looking for an experienced accountant who will independently look after several clients.',
      body: `Our Brno office is growing and we need reinforcement for the [accounting](app://service-group/19) team. Our clients are mostly small and mid-sized companies in trade, services and manufacturing, some of them foreign-owned.

## What you will do

- keep the books of 10–15 clients on your own,
- prepare VAT returns, control statements and EC sales lists,
- handle monthly and year-end closing and support tax returns and audits,
- talk to clients and suggest how to make their processes simpler.

## What we expect

- at least 3 years of double-entry bookkeeping experience,
- knowledge of Czech accounting and tax rules,
- attention to detail and interest in modern tools (invoice data capture, bank APIs),
- English is an advantage.

## What we offer

- a stable background and clients who stay with us for years,
- flexible hours and two days a week from home,
- 5 weeks of holiday, a sports allowance and pension contributions,
- an office on Údolní street in the centre of Brno.`,
      tags: ['Accounting', 'Brno', 'Hybrid work', 'Full-time'],
    },
  },
  {
    id: 4,
    updated_at: '2026-10-25T13:25:00+01:00',
    employment_type: 'part_time',
    service_group_id: 22,
    contact_person_id: 6,
    published_at: '2026-10-19T09:00:00+02:00',
    valid_through: '2027-01-15',
    cs: {
      slug: 'mzdova-ucetni',
      title: 'Mzdová účetní',
      location: 'Brno',
      perex: 'Hledáme mzdovou účetní nebo mzdového účetního na zkrácený úvazek 30 hodin týdně s možností postupného navýšení.',
      body: `Do brněnského [mzdového týmu](app://service-group/22) přijmeme posilu na zkrácený úvazek. Pracovní dobu si rozvrhnete podle sebe, jen kolem výplatního termínu počítáme s vaší plnou přítomností.

## Co vás čeká

- zpracování mezd pro klienty s 10 až 300 zaměstnanci,
- přihlášky a odhlášky na ČSSZ a zdravotní pojišťovny,
- roční zúčtování daně a potvrzení o příjmech,
- příprava jednotného měsíčního hlášení zaměstnavatele,
- odpovědi na dotazy zaměstnanců klientů.

## Co očekáváme

- alespoň 2 roky praxe se zpracováním mezd,
- znalost zákoníku práce a předpisů o pojistném,
- zkušenost s některým mzdovým programem,
- spolehlivost a diskrétnost.

## Co nabízíme

- zkrácený úvazek 30 hodin týdně s pružnou pracovní dobou,
- možnost práce z domova mimo výplatní termín,
- placené mzdové semináře a konzultace s kolegy z Prahy,
- 5 týdnů dovolené a stravenkový paušál.`,
      tags: ['Mzdy', 'Brno', 'Zkrácený úvazek', 'Flexibilní pracovní doba'],
    },
  },
  {
    id: 5,
    updated_at: '2026-11-02T09:00:00+01:00',
    employment_type: 'internship',
    service_group_id: 3,
    contact_person_id: 6,
    published_at: '2026-11-02T09:00:00+01:00',
    valid_through: '2027-03-15',
    cs: {
      slug: 'staz-v-oddeleni-transakci',
      title: 'Stáž v oddělení transakcí',
      location: 'Praha',
      perex: 'Placená šestiměsíční stáž pro studenty a studentky posledních ročníků, kteří se chtějí podívat, jak se prodávají a kupují firmy.',
      body: `Tým [Strategie a M&A](app://service-group/3) nabízí placenou stáž na 20–30 hodin týdně od února do července 2027. Budete pracovat na skutečných transakcích spolu s partnerem Radkem Musilem a jeho týmem.

## Co vás čeká

- rešerše trhů a hledání potenciálních kupců a investorů,
- příprava finančních analýz a podkladů pro ocenění,
- pomoc s informačními memorandy a prezentacemi,
- správa datové místnosti během due diligence.

## Co očekáváme

- studium financí, ekonomie nebo práva ve 3. a vyšším ročníku,
- dobrou znalost Excelu a angličtiny,
- zájem o podnikání a firemní finance,
- diskrétnost – pracujeme s důvěrnými informacemi.

## Co nabízíme

- odměnu 250 Kč za hodinu a flexibilní rozvrh podle školy,
- mentora z řad konzultantů a pravidelnou zpětnou vazbu,
- možnost pokračovat po stáži na plný úvazek.`,
      tags: ['Stáž', 'Studenti', 'M&A', 'Praha'],
    },
    en: {
      slug: 'internship-in-transactions',
      title: 'Internship in Transaction Advisory',
      location: 'Prague',
      perex: 'A paid six-month internship for final-year students who want to see how companies are bought and sold.',
      body: `Our [Strategy and M&A](app://service-group/3) team offers a paid internship of 20–30 hours a week from February to July 2027. You will work on real deals with partner Radek Musil and his team.

## What you will do

- research markets and identify potential buyers and investors,
- prepare financial analyses and inputs for valuations,
- help with information memoranda and presentations,
- manage the data room during due diligence.

## What we expect

- studies in finance, economics or law, third year or higher,
- good Excel and English skills,
- interest in business and corporate finance,
- discretion – we work with confidential information.

## What we offer

- CZK 250 per hour and a schedule that fits your studies,
- a mentor from our consultants and regular feedback,
- the chance to stay on full-time after the internship.`,
      tags: ['Internship', 'Students', 'M&A', 'Prague'],
    },
  },
  {
    id: 6,
    updated_at: '2026-11-09T09:00:00+01:00',
    employment_type: 'full_time',
    service_group_id: 24,
    contact_person_id: 9,
    published_at: '2026-11-09T09:00:00+01:00',
    valid_through: '2027-02-28',
    cs: {
      slug: 'it-konzultant-pro-erp',
      title: 'IT konzultant pro ERP',
      location: 'Brno',
      perex: 'Hledáme konzultanta nebo konzultantku, kteří rozumí účetnictví i technologiím a budou u klientů zavádět ERP systémy.',
      body: `Tým [systémových a softwarových řešení](app://service-group/24) v Brně pomáhá klientům vybrat a zavést účetní a ERP systémy a automatizovat finanční procesy. Hledáme člověka, který umí mluvit s účetními i s vývojáři.

## Co vás čeká

- analýza procesů klienta a návrh nastavení ERP,
- migrace dat a napojení bank, e-shopů a docházkových systémů,
- školení uživatelů a podpora po spuštění,
- příprava reportů v Power BI.

## Co očekáváme

- zkušenost s implementací nebo správou některého ERP systému,
- znalost principů podvojného účetnictví,
- SQL nebo jiný skriptovací jazyk je velkou výhodou,
- angličtinu na úrovni technické dokumentace.

## Co nabízíme

- projekty od analýzy až po spuštění, bez nekonečné podpory jednoho systému,
- certifikace výrobců ERP hrazené firmou,
- hybridní práci, 5 týdnů dovolené a příspěvek na penzijní spoření,
- nový notebook podle vašeho výběru.`,
      tags: ['IT', 'ERP', 'Brno', 'Hybridní práce'],
    },
    en: {
      slug: 'erp-it-consultant',
      title: 'ERP IT Consultant',
      location: 'Brno',
      perex: 'We are looking for a consultant who understands both accounting and technology to implement ERP systems for our clients.',
      body: `Our [system and software solutions](app://service-group/24) team in Brno helps clients choose and implement accounting and ERP systems and automate finance processes. We are looking for someone who can talk to accountants and developers alike.

## What you will do

- analyse client processes and design the ERP set-up,
- migrate data and connect banks, e-shops and attendance systems,
- train users and provide support after go-live,
- build reports in Power BI.

## What we expect

- experience implementing or administering an ERP system,
- an understanding of double-entry bookkeeping,
- SQL or another scripting language is a big plus,
- English good enough for technical documentation.

## What we offer

- projects from analysis to go-live, not endless support of one system,
- ERP vendor certifications paid by the firm,
- hybrid working, 5 weeks of holiday and pension contributions,
- a new laptop of your choice.`,
      tags: ['IT', 'ERP', 'Brno', 'Hybrid work'],
    },
  },
]
