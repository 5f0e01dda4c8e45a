// Seminars and webinars. "Today" in the sample data is 2026-11-21: ids 1-6 are past
// (2025-2026), ids 7-10 upcoming (December 2026 - March 2027). Seminars 4 and 10 deal with
// purely Czech topics for Czech-speaking audiences and exist in Czech only.
import type { AuthoredSeminar } from './types.js'

const prahaOfficeCs = { name: 'Korvina – kancelář Praha', street: 'Sokolovská 1280/44', city: 'Praha 8' }
const prahaOfficeEn = { name: 'Korvina – Prague office', street: 'Sokolovská 1280/44', city: 'Prague 8' }
const brnoOfficeCs = { name: 'Korvina – kancelář Brno', street: 'Údolní 612/17', city: 'Brno' }
const brnoOfficeEn = { name: 'Korvina – Brno office', street: 'Údolní 612/17', city: 'Brno' }
const online = { name: 'Online (MS Teams)', street: '', city: 'Online' }

export const seminars: AuthoredSeminar[] = [
  {
    id: 1,
    updated_at: '2025-01-10T14:11:00+01:00',
    starts_at: '2025-03-12T09:00:00+01:00',
    ends_at: '2025-03-12T13:00:00+01:00',
    lecturer_ids: [13],
    price: { amount: 2900, currency: 'CZK', vat_included: false },
    capacity: 30,
    service_group_id: 12,
    online: false,
    image: '/media/seminars/dph-v-praxi.jpg',
    cs: {
      slug: 'dph-a-kontrolni-hlaseni-v-praxi',
      title: 'DPH a kontrolní hlášení v praxi',
      perex: 'Nejčastější chyby v přiznání k DPH a v kontrolním hlášení a jak odpovídat na výzvy finančního úřadu.',
      place: prahaOfficeCs,
      body: `Praktický seminář pro účetní a finanční manažery, kteří DPH zpracovávají každý měsíc. Projdeme skutečné (anonymizované) případy z kontrol a ukážeme, jak chybám předejít.

## Program

- 9:00 – uskutečnění zdanitelného plnění a vznik povinnosti přiznat daň,
- 10:00 – nárok na odpočet a jeho prokazování,
- 11:00 – přestávka s občerstvením,
- 11:15 – kontrolní hlášení: párování, opravy a výzvy správce daně,
- 12:30 – dotazy účastníků.

## Pro koho je seminář určen

Pro účetní, hlavní účetní a finanční ředitele malých a středních firem. Předpokládáme základní znalost zákona o DPH.

Lektorkou je [Veronika Krejčí](app://person/13), senior daňová poradkyně.`,
    },
    en: {
      slug: 'vat-and-control-statement-in-practice',
      title: 'VAT and the Control Statement in Practice',
      perex: 'The most common errors in VAT returns and control statements, and how to respond to requests from the tax office.',
      place: prahaOfficeEn,
      body: `A practical seminar for accountants and finance managers who deal with VAT every month. We go through real (anonymised) cases from tax audits and show how to avoid mistakes.

## Programme

- 9:00 – the taxable supply and when VAT becomes due,
- 10:00 – input VAT deduction and how to support it,
- 11:00 – coffee break,
- 11:15 – the control statement: matching, corrections and requests from the tax office,
- 12:30 – questions from participants.

## Who it is for

Accountants, chief accountants and CFOs of small and mid-sized companies. Basic knowledge of the Czech VAT Act is assumed. The seminar is held in Czech with English materials.

Lecturer: [Veronika Krejčí](app://person/13), Senior Tax Advisor.`,
    },
  },
  {
    id: 2,
    updated_at: '2025-04-04T14:12:00+02:00',
    starts_at: '2025-06-05T10:00:00+02:00',
    ends_at: '2025-06-05T11:30:00+02:00',
    lecturer_ids: [16, 23],
    price: { amount: 0, currency: 'CZK', vat_included: false },
    capacity: 200,
    service_group_id: 22,
    online: true,
    image: null,
    cs: {
      slug: 'webinar-flexinovela-zakoniku-prace',
      title: 'Webinář: Flexinovela zákoníku práce',
      perex: 'Co přinesla flexinovela zákoníku práce pro zkušební dobu, výpovědi a odměňování a co musí zaměstnavatelé upravit.',
      place: online,
      body: `Bezplatný devadesátiminutový webinář o hlavních změnách, které od června 2025 přinesla takzvaná flexinovela zákoníku práce.

## Program

- delší zkušební doba a nové výpovědní lhůty,
- výpověď bez udání důvodu ve zkušební době a odstupné,
- transparentnost odměňování a mzdové tarify,
- práce na dálku a náhrady nákladů,
- otázky z chatu.

## Pro koho je webinář určen

Pro personalisty, mzdové účetní a majitele menších firem, kteří si personální agendu řeší sami.

Lektoři: [Martin Sedláček](app://person/16) a [Nikola Horáková](app://person/23).`,
    },
    en: {
      slug: 'webinar-labour-code-amendment',
      title: 'Webinar: The Labour Code "Flexi-Amendment"',
      perex: 'What the 2025 amendment to the Czech Labour Code changed for probation periods, notice and pay, and what employers need to update.',
      place: online,
      body: `A free ninety-minute webinar on the main changes introduced in June 2025 by the so-called flexi-amendment to the Czech Labour Code.

## Programme

- longer probation periods and new notice periods,
- termination without cause during probation and severance pay,
- pay transparency and salary scales,
- remote work and expense allowances,
- questions from the chat.

## Who it is for

HR staff, payroll accountants and owners of smaller companies who run HR themselves.

Lecturers: [Martin Sedláček](app://person/16) and [Nikola Horáková](app://person/23).`,
    },
  },
  {
    id: 3,
    updated_at: '2025-08-14T14:13:00+02:00',
    starts_at: '2025-10-16T09:00:00+02:00',
    ends_at: '2025-10-16T15:00:00+02:00',
    lecturer_ids: [2, 19],
    price: { amount: 3900, currency: 'CZK', vat_included: false },
    capacity: 25,
    service_group_id: 28,
    online: false,
    image: '/media/seminars/esg-reporting.jpg',
    cs: {
      slug: 'esg-reporting-pro-stredni-firmy',
      title: 'ESG reporting pro střední firmy',
      perex: 'Celodenní workshop o tom, co po středních firmách chtějí banky a odběratelé a jak sestavit první ESG zprávu.',
      place: brnoOfficeCs,
      body: `I firmy, na které se směrnice CSRD přímo nevztahuje, dnes vyplňují ESG dotazníky od bank a velkých odběratelů. Na workshopu si ukážeme, jak data sbírat jednou a použít je opakovaně.

## Program

- CSRD, balíček Omnibus a dobrovolný standard VSME – koho se co týká,
- analýza dvojí významnosti krok za krokem,
- uhlíková stopa: Scope 1, 2 a 3 bez zbytečné složitosti,
- ukázka ESG zprávy střední výrobní firmy,
- práce ve skupinách na vlastních datech.

## Pro koho je workshop určen

Pro finanční ředitele, manažery kvality a vlastníky středních firem. V ceně je oběd a vzorová šablona ESG zprávy.

Lektorky: [Markéta Holubová](app://person/2) a [Eliška Dvořáková](app://person/19).`,
    },
    en: {
      slug: 'esg-reporting-for-mid-sized-companies',
      title: 'ESG Reporting for Mid-Sized Companies',
      perex: 'A full-day workshop on what banks and customers expect from mid-sized companies and how to put together a first ESG report.',
      place: brnoOfficeEn,
      body: `Even companies not directly covered by the CSRD now fill in ESG questionnaires from banks and large customers. At this workshop we show how to collect the data once and reuse it.

## Programme

- the CSRD, the Omnibus package and the voluntary VSME standard – who is affected by what,
- double materiality assessment step by step,
- carbon footprint: Scope 1, 2 and 3 without unnecessary complexity,
- a sample ESG report of a mid-sized manufacturer,
- group work on your own data.

## Who it is for

CFOs, quality managers and owners of mid-sized companies. Lunch and a sample ESG report template are included.

Lecturers: [Markéta Holubová](app://person/2) and [Eliška Dvořáková](app://person/19).`,
    },
  },
  {
    id: 4,
    updated_at: '2025-12-02T14:14:00+01:00',
    starts_at: '2026-02-04T09:00:00+01:00',
    ends_at: '2026-02-04T14:00:00+01:00',
    lecturer_ids: [4, 16],
    price: { amount: 2900, currency: 'CZK', vat_included: false },
    capacity: 35,
    service_group_id: 22,
    online: false,
    image: null,
    cs: {
      slug: 'rocni-zuctovani-dane-a-mzdy-2025',
      title: 'Roční zúčtování daně a mzdy za rok 2025',
      perex: 'Vše, co mzdová účetní potřebuje k ročnímu zúčtování záloh a k uzavření mzdového roku 2025.',
      place: brnoOfficeCs,
      body: `Tradiční únorový seminář brněnského mzdového týmu. Projdeme roční zúčtování krok za krokem a upozorníme na změny, které platí od ledna 2026.

## Program

- slevy na dani a daňová zvýhodnění pro rok 2025,
- nezdanitelné části základu daně a jejich doklady,
- zaměstnanecké benefity a limity osvobození,
- potvrzení o zdanitelných příjmech a vyúčtování daně,
- novinky v pojistném a v hlášeních od roku 2026.

## Pro koho je seminář určen

Pro mzdové účetní a personalisty, kteří roční zúčtování zpracovávají sami. Každý účastník obdrží kontrolní seznam dokladů.

Lektoři: [Lucie Šimková](app://person/4) a [Martin Sedláček](app://person/16).`,
    },
  },
  {
    id: 5,
    updated_at: '2026-03-16T13:15:00+01:00',
    starts_at: '2026-05-20T09:00:00+02:00',
    ends_at: '2026-05-20T13:00:00+02:00',
    lecturer_ids: [17, 3],
    price: { amount: 3900, currency: 'CZK', vat_included: false },
    capacity: 20,
    service_group_id: 12,
    online: false,
    image: '/media/seminars/prevodni-ceny.jpg',
    cs: {
      slug: 'prevodni-ceny-dokumentace-a-kontroly',
      title: 'Převodní ceny: dokumentace a daňové kontroly',
      perex: 'Jak připravit obhajitelnou dokumentaci převodních cen a na co se finanční správa při kontrolách zaměřuje.',
      place: prahaOfficeCs,
      body: `Finanční správa dlouhodobě patří převodní ceny mezi hlavní témata kontrol. Seminář ukazuje, jak nastavit ceny mezi spojenými osobami tak, aby obstály.

## Program

- princip tržního odstupu a volba metody,
- srovnávací analýzy: databáze, úpravy a jejich limity,
- vnitroskupinové služby, management fees a cash pooling,
- průběh kontroly převodních cen a nejčastější spory,
- závazné posouzení a jeho využití.

## Pro koho je seminář určen

Pro finanční ředitele a daňové manažery společností ve skupinách a pro účetní, kteří připravují podklady k dokumentaci.

Lektoři: [Barbora Říhová](app://person/17) a [Petr Kalina](app://person/3).`,
    },
    en: {
      slug: 'transfer-pricing-documentation-and-audits',
      title: 'Transfer Pricing: Documentation and Tax Audits',
      perex: 'How to prepare defensible transfer pricing documentation and what the Czech tax authorities focus on in audits.',
      place: prahaOfficeEn,
      body: `Transfer pricing has long been one of the main audit topics of the Czech tax administration. This seminar shows how to set prices between related parties so that they stand up to scrutiny.

## Programme

- the arm's length principle and choosing a method,
- benchmarking studies: databases, adjustments and their limits,
- intra-group services, management fees and cash pooling,
- how a transfer pricing audit runs and the most frequent disputes,
- advance pricing rulings and when to use them.

## Who it is for

CFOs and tax managers of group companies and accountants who prepare inputs for the documentation.

Lecturers: [Barbora Říhová](app://person/17) and [Petr Kalina](app://person/3).`,
    },
  },
  {
    id: 6,
    updated_at: '2026-07-19T14:16:00+02:00',
    starts_at: '2026-09-23T09:00:00+02:00',
    ends_at: '2026-09-23T12:30:00+02:00',
    lecturer_ids: [7, 22],
    price: { amount: 3900, currency: 'CZK', vat_included: false },
    capacity: 25,
    service_group_id: 26,
    online: false,
    image: '/media/seminars/forenzni-audit.jpg',
    cs: {
      slug: 'jak-odhalit-podvod-ve-firme',
      title: 'Jak odhalit podvod ve firmě',
      perex: 'Varovné signály zpronevěry a fiktivních dodavatelů, práce s daty a první kroky, když podezření vznikne.',
      place: prahaOfficeCs,
      body: `Většina podvodů ve firmách se odhalí náhodou – na základě tipu nebo při změně lidí. Ukážeme, jak je hledat systematicky.

## Program

- nejčastější schémata: fiktivní dodavatelé, nadhodnocené faktury, střet zájmů,
- varovné signály v účetních a bankovních datech,
- jednoduché analýzy v Excelu, které zvládne každý kontrolor,
- co dělat, když podezření vznikne: zajištění důkazů a komunikace,
- případová studie z praxe.

## Pro koho je seminář určen

Pro majitele firem, finanční ředitele, interní auditory a vedoucí nákupu.

Lektoři: [Ondřej Kratochvíl](app://person/7) a [David Zeman](app://person/22).`,
    },
    en: {
      slug: 'how-to-detect-fraud-in-your-company',
      title: 'How to Detect Fraud in Your Company',
      perex: 'Red flags of embezzlement and fictitious suppliers, working with data and the first steps once suspicion arises.',
      place: prahaOfficeEn,
      body: `Most corporate fraud is discovered by chance – thanks to a tip-off or when people change jobs. We show how to look for it systematically.

## Programme

- the most common schemes: fictitious suppliers, inflated invoices, conflicts of interest,
- red flags in accounting and bank data,
- simple Excel analyses any controller can run,
- what to do once suspicion arises: securing evidence and communication,
- a case study from practice.

## Who it is for

Business owners, CFOs, internal auditors and procurement managers.

Lecturers: [Ondřej Kratochvíl](app://person/7) and [David Zeman](app://person/22).`,
    },
  },
  {
    id: 7,
    updated_at: '2026-10-04T15:17:00+02:00',
    starts_at: '2026-12-16T09:00:00+01:00',
    ends_at: '2026-12-16T13:00:00+01:00',
    lecturer_ids: [1, 13],
    price: { amount: 2900, currency: 'CZK', vat_included: false },
    capacity: 40,
    service_group_id: 12,
    online: false,
    image: '/media/seminars/danove-zmeny-2027.jpg',
    cs: {
      slug: 'danove-zmeny-2027',
      title: 'Daňové změny 2027',
      perex: 'Přehled změn v dani z příjmů, DPH a pojistném, které začnou platit od ledna 2027, a co kvůli nim udělat ještě letos.',
      place: prahaOfficeCs,
      body: `Každoroční prosincový seminář, na kterém shrneme, co přináší nový rok. Zaměříme se na praktické dopady a na kroky, které je dobré stihnout do konce roku 2026.

## Program

- 9:00 – daň z příjmů právnických osob: odpisy, rezervy a daňové ztráty,
- 10:00 – daň z příjmů fyzických osob a zaměstnanecké benefity,
- 11:00 – přestávka,
- 11:15 – DPH: změny sazeb, oprava základu daně a nedobytné pohledávky,
- 12:15 – co udělat do 31. prosince – kontrolní seznam,
- 12:45 – dotazy.

## Pro koho je seminář určen

Pro jednatele, finanční ředitele a účetní. Všichni účastníci obdrží [Daňový kalendář 2027](app://document/1) v tištěné podobě.

Lektoři: [Tomáš Vrba](app://person/1) a [Veronika Krejčí](app://person/13).`,
    },
    en: {
      slug: 'tax-changes-2027',
      title: 'Tax Changes 2027',
      perex: 'An overview of changes to income tax, VAT and social security taking effect in January 2027, and what to do about them this year.',
      place: prahaOfficeEn,
      body: `Our annual December seminar summarising what the new year brings. We focus on the practical impact and on the steps worth taking before the end of 2026.

## Programme

- 9:00 – corporate income tax: depreciation, provisions and tax losses,
- 10:00 – personal income tax and employee benefits,
- 11:00 – coffee break,
- 11:15 – VAT: rate changes, tax base corrections and bad debts,
- 12:15 – what to do by 31 December – a checklist,
- 12:45 – questions.

## Who it is for

Managing directors, CFOs and accountants. All participants receive a printed copy of our [Tax Calendar 2027](app://document/1).

Lecturers: [Tomáš Vrba](app://person/1) and [Veronika Krejčí](app://person/13).`,
    },
  },
  {
    id: 8,
    updated_at: '2026-11-20T14:18:00+01:00',
    starts_at: '2027-01-20T10:00:00+01:00',
    ends_at: '2027-01-20T11:30:00+01:00',
    lecturer_ids: [4, 15],
    price: { amount: 0, currency: 'CZK', vat_included: false },
    capacity: 300,
    service_group_id: 19,
    online: true,
    image: '/media/seminars/ucetni-zaverka.jpg',
    cs: {
      slug: 'webinar-ucetni-zaverka-2026',
      title: 'Webinář: Účetní závěrka 2026 krok za krokem',
      perex: 'Bezplatný webinář o tom, jak se připravit na roční účetní závěrku za rok 2026 a na co nezapomenout.',
      place: online,
      body: `Roční závěrka nezačíná v březnu, ale už v prosinci. Ve webináři projdeme, co připravit před koncem roku a co v lednu a únoru.

## Program

- inventarizace majetku, zásob a závazků,
- časové rozlišení, dohadné položky a rezervy,
- kurzové rozdíly a přecenění k rozvahovému dni,
- opravné položky k pohledávkám,
- příloha v účetní závěrce a zveřejnění ve sbírce listin.

## Pro koho je webinář určen

Pro účetní, jednatele menších firem a všechny, kdo závěrku připravují poprvé. Po webináři účastníkům pošleme [checklist k roční závěrce](app://document/2).

Lektorky: [Lucie Šimková](app://person/4) a [Tereza Kopecká](app://person/15).`,
    },
    en: {
      slug: 'webinar-year-end-closing-2026',
      title: 'Webinar: Year-End Closing 2026 Step by Step',
      perex: 'A free webinar on preparing for the 2026 annual financial statements and what not to forget.',
      place: online,
      body: `The year-end close does not start in March but in December. In this webinar we go through what to prepare before the year ends and what to do in January and February.

## Programme

- stock counts and inventories of assets and liabilities,
- accruals, estimated items and provisions,
- exchange differences and revaluation at the balance sheet date,
- bad debt allowances,
- the notes to the financial statements and filing with the Collection of Deeds.

## Who it is for

Accountants, managing directors of smaller companies and anyone preparing year-end accounts for the first time. After the webinar we will send you our [year-end closing checklist](app://document/2).

Lecturers: [Lucie Šimková](app://person/4) and [Tereza Kopecká](app://person/15).`,
    },
  },
  {
    id: 9,
    updated_at: '2026-12-17T14:19:00+01:00',
    starts_at: '2027-02-17T09:00:00+01:00',
    ends_at: '2027-02-17T13:00:00+01:00',
    lecturer_ids: [5, 18],
    price: { amount: 3900, currency: 'CZK', vat_included: false },
    capacity: 20,
    service_group_id: 20,
    online: false,
    image: null,
    cs: {
      slug: 'kolik-je-vase-firma-hodna',
      title: 'Kolik je vaše firma hodná?',
      perex: 'Seminář pro majitele, kteří přemýšlejí o prodeji, vstupu investora nebo předání firmy další generaci.',
      place: prahaOfficeCs,
      body: `Cena firmy není jedno číslo z tabulky. Ukážeme, jak ji určují kupci a investoři, a co můžete udělat pro to, aby byla vyšší.

## Program

- metody ocenění: výnosová, tržní a majetková,
- normalizace výsledků a jednorázové položky,
- co kupci snižuje cenu: závislost na majiteli, koncentrace zákazníků, neuspořádané smlouvy,
- příprava firmy na prodej za 12–24 měsíců,
- případové studie z transakcí posledních let.

## Pro koho je seminář určen

Pro majitele a jednatele malých a středních firem a pro členy rodin, kteří firmu převezmou. Počet míst je omezen, aby zbyl prostor na otázky.

Lektoři: [Radek Musil](app://person/5) a [Jakub Štěpánek](app://person/18).`,
    },
    en: {
      slug: 'what-is-your-company-worth',
      title: 'What Is Your Company Worth?',
      perex: 'A seminar for owners who are considering a sale, bringing in an investor or handing the business to the next generation.',
      place: prahaOfficeEn,
      body: `A company's value is not a single number from a spreadsheet. We show how buyers and investors arrive at it and what you can do to increase it.

## Programme

- valuation methods: income, market and asset-based,
- normalising earnings and one-off items,
- what makes buyers lower the price: dependence on the owner, customer concentration, untidy contracts,
- preparing a company for sale over 12–24 months,
- case studies from recent transactions.

## Who it is for

Owners and managing directors of small and mid-sized companies and family members who will take the business over. Places are limited to leave room for questions.

Lecturers: [Radek Musil](app://person/5) and [Jakub Štěpánek](app://person/18).`,
    },
  },
  {
    id: 10,
    updated_at: '2027-01-06T14:20:00+01:00',
    starts_at: '2027-03-10T09:00:00+01:00',
    ends_at: '2027-03-10T13:00:00+01:00',
    lecturer_ids: [20, 12],
    price: { amount: 2900, currency: 'CZK', vat_included: false },
    capacity: 30,
    service_group_id: 27,
    online: false,
    image: '/media/seminars/verejne-zakazky.jpg',
    cs: {
      slug: 'verejne-zakazky-pro-dodavatele',
      title: 'Veřejné zakázky pro dodavatele',
      perex: 'Jak se úspěšně ucházet o veřejné zakázky: od čtení zadávací dokumentace po námitky a řízení před ÚOHS.',
      place: brnoOfficeCs,
      body: `Veřejné zakázky jsou pro mnoho firem stabilním zdrojem příjmů, ale chyby v nabídce bývají drahé. Seminář je zaměřený na pohled dodavatele.

## Program

- kde zakázky hledat a jak číst zadávací dokumentaci,
- kvalifikace, reference a jednotné evropské osvědčení,
- mimořádně nízká nabídková cena a její zdůvodnění,
- hodnoticí kritéria a jak na ně připravit nabídku,
- námitky, návrh k ÚOHS a lhůty,
- pohled zadavatele: čemu se na úřadech nejčastěji diví.

## Pro koho je seminář určen

Pro obchodníky, ředitele a právníky firem, které se o veřejné zakázky ucházejí nebo s tím začínají.

Lektoři: [Adam Fiala](app://person/20) a [Pavel Urban](app://person/12).`,
    },
  },
]
