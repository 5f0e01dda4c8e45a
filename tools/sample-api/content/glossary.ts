// Glossary terms, ids 1-40. Terms 25, 30 and 40 exist in Czech only; English terms never name
// them in related_ids or links, so the English glossary has no dangling references.
// Markdown bodies are kept flush-left: indented lines would turn into code blocks.
import type { AuthoredGlossaryTerm } from './types.js'

export const glossary: AuthoredGlossaryTerm[] = [
  {
    id: 1,
    updated_at: '2026-02-16T10:13:00+01:00',
    related_ids: [2, 18, 19],
    service_group_id: 12,
    cs: {
      slug: 'dph',
      title: 'DPH (daň z přidané hodnoty)',
      perex: 'Nepřímá daň, kterou plátce účtuje ke svým plněním a kterou v konečném důsledku platí spotřebitel.',
      body: `Daň z přidané hodnoty se uplatňuje v každé fázi dodavatelského řetězce, ale plátce odvádí jen rozdíl mezi daní na výstupu a daní na vstupu, kterou zaplatil svým dodavatelům. V Česku platí základní sazba 21 % a snížená sazba 12 %.

Plátcem se firma nebo podnikatel stává povinně po překročení obratu 2 milionů Kč za kalendářní rok, dobrovolně i dříve. Plátce podává přiznání měsíčně nebo čtvrtletně a k němu [kontrolní hlášení](app://glossary/2).

S registrací i přiznáními vám pomůžeme v rámci služby [DPH a kontrolní hlášení](app://service/102).`,
    },
    en: {
      slug: 'vat',
      title: 'VAT (value added tax)',
      perex: 'An indirect tax that VAT payers charge on their supplies and that is ultimately borne by the consumer.',
      body: `Value added tax is charged at every stage of the supply chain, but a VAT payer only pays over the difference between output VAT and the input VAT paid to its suppliers. The Czech Republic has a standard rate of 21% and a reduced rate of 12%.

Registration becomes mandatory once turnover exceeds CZK 2 million in a calendar year, and voluntary registration is possible earlier. VAT payers file returns monthly or quarterly, together with a [control statement](app://glossary/2).

We can help with registration and returns through our [VAT and control statements](app://service/102) service.`,
    },
  },
  {
    id: 2,
    updated_at: '2026-01-23T11:26:00+01:00',
    related_ids: [1, 17],
    service_group_id: 12,
    cs: {
      slug: 'kontrolni-hlaseni',
      title: 'Kontrolní hlášení',
      perex: 'Pravidelné hlášení plátců DPH, ve kterém uvádějí jednotlivé přijaté a vydané faktury.',
      body: `Kontrolní hlášení zavedla finanční správa v roce 2016 jako nástroj boje proti daňovým únikům. Údaje z faktur obou stran obchodu se automaticky párují, a pokud si neodpovídají, úřad plátce vyzve k vysvětlení.

Právnické osoby podávají kontrolní hlášení měsíčně do 25. dne po skončení měsíce, fyzické osoby ve lhůtě pro podání přiznání k DPH. Na výzvu úřadu je nutné reagovat do pěti pracovních dnů, jinak hrozí pokuty v desítkách tisíc korun.`,
    },
    en: {
      slug: 'vat-control-statement',
      title: 'VAT control statement',
      perex: 'A regular report in which VAT payers list individual invoices received and issued.',
      body: `The tax administration introduced the control statement in 2016 to fight VAT fraud. Invoice data from both sides of a transaction are matched automatically, and if they do not agree, the tax office asks the payer for an explanation.

Legal entities file control statements monthly by the 25th day after the end of the month, individuals by the VAT return deadline. A notice from the tax office must be answered within five working days, otherwise penalties of tens of thousands of crowns may follow.`,
    },
  },
  {
    id: 3,
    updated_at: '2026-06-02T12:39:00+02:00',
    related_ids: [28, 21, 10],
    service_group_id: 12,
    cs: {
      slug: 'priznani-k-dani-z-prijmu',
      title: 'Přiznání k dani z příjmů',
      perex: 'Tiskopis, kterým poplatník finančnímu úřadu oznamuje své příjmy, výdaje a vypočtenou daň za zdaňovací období.',
      body: `Přiznání k dani z příjmů podávají právnické osoby vždy, fyzické osoby tehdy, když jejich příjmy překročí zákonné limity nebo mají jiné příjmy než ze zaměstnání. Řádná lhůta je 1. dubna (při elektronickém podání 2. května), se zastoupením daňovým poradcem nebo povinným auditem 1. července.

Sazba daně z příjmů právnických osob je od roku 2024 21 %, fyzické osoby platí 15 % a nad zákonnou hranici 23 %.

Přiznání pro firmy zpracováváme v rámci služby [daňové přiznání k dani z příjmů právnických osob](app://service/101), pro jednotlivce v rámci [daně z příjmů fyzických osob](app://service/106).`,
    },
    en: {
      slug: 'income-tax-return',
      title: 'Income tax return',
      perex: 'The form in which a taxpayer reports income, expenses and the tax due for a tax period to the tax office.',
      body: `Companies always file an income tax return; individuals do so when their income exceeds statutory limits or includes more than employment income. The regular deadline is 1 April (2 May for electronic filing), or 1 July when a tax adviser files the return or the company is subject to a statutory audit.

The Czech corporate income tax rate has been 21% since 2024; individuals pay 15%, and 23% above a statutory threshold.

We prepare company returns through our [corporate income tax returns](app://service/101) service and individual returns under [personal income tax](app://service/106).`,
    },
  },
  {
    id: 4,
    updated_at: '2026-05-09T13:52:00+02:00',
    related_ids: [14, 5],
    service_group_id: 19,
    cs: {
      slug: 'odlozena-dan',
      title: 'Odložená daň',
      perex: 'Účetní odhad daně, která se zaplatí nebo ušetří v budoucnu kvůli rozdílům mezi účetním a daňovým pohledem.',
      body: `Odložená daň vzniká z přechodných rozdílů – typicky mezi účetními a daňovými odpisy, z opravných položek nebo z daňových ztrát, které lze uplatnit v dalších letech. Nejde o skutečný závazek vůči finančnímu úřadu, ale o věrnější zobrazení výsledku hospodaření.

Povinně ji vykazují účetní jednotky, které sestavují závěrku v plném rozsahu nebo mají povinnost konsolidovat. Výpočet zajišťujeme při sestavení [účetní závěrky](app://service/122).`,
    },
    en: {
      slug: 'deferred-tax',
      title: 'Deferred tax',
      perex: 'An accounting estimate of tax that will be paid or saved in the future because of differences between the accounting and tax view.',
      body: `Deferred tax arises from temporary differences – typically between accounting and tax depreciation, from allowances, or from tax losses that can be used in later years. It is not an actual liability to the tax office, but it gives a truer picture of the company's results.

It must be recognised by entities preparing full financial statements or consolidated accounts. We calculate it when preparing your [financial statements](app://service/122).`,
    },
  },
  {
    id: 5,
    updated_at: '2026-04-16T14:05:00+02:00',
    related_ids: [6, 14],
    service_group_id: 19,
    cs: {
      slug: 'rozvaha',
      title: 'Rozvaha',
      perex: 'Výkaz, který k určitému dni ukazuje majetek firmy (aktiva) a zdroje jeho financování (pasiva).',
      body: `Rozvaha je vždy vyrovnaná: součet aktiv se rovná součtu pasiv. Na straně aktiv najdete dlouhodobý majetek, zásoby, pohledávky a peníze, na straně pasiv vlastní kapitál a cizí zdroje, tedy závazky a úvěry.

Spolu s [výkazem zisku a ztráty](app://glossary/6) a přílohou tvoří rozvaha základ [účetní závěrky](app://glossary/14).`,
    },
    en: {
      slug: 'balance-sheet',
      title: 'Balance sheet',
      perex: "A statement showing a company's assets and the sources of their financing (equity and liabilities) at a given date.",
      body: `A balance sheet always balances: total assets equal total equity and liabilities. Assets include fixed assets, inventory, receivables and cash; the other side shows equity and external financing, i.e. liabilities and loans.

Together with the [profit and loss account](app://glossary/6) and the notes, the balance sheet forms the core of the [financial statements](app://glossary/14).`,
    },
  },
  {
    id: 6,
    updated_at: '2026-03-23T15:18:00+01:00',
    related_ids: [5, 14, 34],
    service_group_id: 19,
    cs: {
      slug: 'vykaz-zisku-a-ztraty',
      title: 'Výkaz zisku a ztráty',
      perex: 'Výkaz, který za účetní období porovnává výnosy s náklady a ukazuje výsledek hospodaření.',
      body: `Výkaz zisku a ztráty (často zkráceně „výsledovka“) ukazuje, kolik firma za rok vydělala a kolik ji to stálo. V Česku se sestavuje v druhovém členění (podle druhu nákladů – materiál, služby, osobní náklady) nebo v účelovém členění.

Malé účetní jednotky bez povinnosti auditu nemusí výkaz zisku a ztráty zveřejňovat ve sbírce listin, sestavit ho ale musí.`,
    },
    en: {
      slug: 'profit-and-loss-account',
      title: 'Profit and loss account',
      perex: 'A statement comparing income with expenses for an accounting period and showing the result for the period.',
      body: `The profit and loss account (or income statement) shows how much a company earned in a year and what it cost. In the Czech Republic it is presented either by nature of expense (materials, services, staff costs) or by function.

Small entities without an audit obligation do not have to publish it in the Collection of Deeds, but they still have to prepare it.`,
    },
  },
  {
    id: 7,
    updated_at: '2026-02-02T16:31:00+01:00',
    related_ids: [22, 23],
    service_group_id: 12,
    cs: {
      slug: 'prevodni-ceny',
      title: 'Převodní ceny',
      perex: 'Ceny transakcí mezi spojenými osobami, které musí odpovídat cenám mezi nezávislými stranami.',
      body: `Převodní ceny se týkají prodeje zboží, služeb, licencí i půjček mezi firmami ve skupině nebo mezi firmou a jejím společníkem. Podle principu tržního odstupu (arm's length) musí odpovídat tomu, co by si sjednaly nezávislé osoby za srovnatelných podmínek.

Pokud cena tržní není, finanční úřad upraví základ daně o rozdíl. Proto se vyplatí mít ceny zdokumentované – s tím pomáhá naše služba [převodní ceny](app://service/103).`,
    },
    en: {
      slug: 'transfer-pricing',
      title: 'Transfer pricing',
      perex: 'Prices of transactions between related parties, which must match prices agreed between independent parties.',
      body: `Transfer pricing covers sales of goods, services, licences and loans between group companies or between a company and its shareholder. Under the arm's length principle, prices must match what independent parties would agree in comparable circumstances.

If a price is not at arm's length, the tax office adjusts the tax base by the difference. It therefore pays to have prices documented – our [transfer pricing](app://service/103) service helps with that.`,
    },
  },
  {
    id: 8,
    updated_at: '2026-01-09T09:44:00+01:00',
    related_ids: [1, 10],
    service_group_id: null,
    cs: {
      slug: 'eet-elektronicka-evidence-trzeb',
      title: 'EET (elektronická evidence tržeb)',
      perex: 'Zrušená povinnost posílat údaje o hotovostních tržbách online finanční správě.',
      body: `Elektronická evidence tržeb byla v Česku zaváděna postupně od prosince 2016, nejprve pro ubytování a stravování, později pro maloobchod a další obory. Podnikatel musel každou hotovostní a kartovou tržbu odeslat finanční správě a vydat zákazníkovi účtenku s kódem.

V roce 2020 byla evidence kvůli pandemii pozastavena a od 1. ledna 2023 byla zrušena úplně. Dnes platí pouze obecné povinnosti k evidenci příjmů v účetnictví nebo [paušální daň](app://glossary/10) pro drobné podnikatele.`,
    },
    en: {
      slug: 'eet-electronic-registration-of-sales',
      title: 'EET (electronic registration of sales)',
      perex: 'A former obligation to report cash sales online to the tax administration, now abolished.',
      body: `Electronic registration of sales was phased in from December 2016, first for hotels and restaurants and later for retail and other sectors. Businesses had to send every cash and card sale to the tax administration and give customers a receipt with a verification code.

The scheme was suspended in 2020 due to the pandemic and abolished entirely from 1 January 2023. Today only the general rules for recording income in the accounts apply, or the [flat-rate tax](app://glossary/10) for small businesses.`,
    },
  },
  {
    id: 9,
    updated_at: '2026-06-16T10:57:00+02:00',
    related_ids: [29, 3],
    service_group_id: 22,
    cs: {
      slug: 'superhruba-mzda',
      title: 'Superhrubá mzda',
      perex: 'Zrušený základ pro výpočet daně ze mzdy, který zahrnoval i pojistné placené zaměstnavatelem.',
      body: `V letech 2008–2020 se daň ze závislé činnosti počítala ze superhrubé mzdy, tedy z hrubé mzdy zvýšené o sociální a zdravotní pojištění placené zaměstnavatelem (celkem 33,8 %). Nominální sazba 15 % tak ve skutečnosti odpovídala zhruba 20 % hrubé mzdy.

Od 1. ledna 2021 byla superhrubá mzda zrušena a daň se počítá z hrubé mzdy sazbou 15 %, u příjmů nad zákonnou hranici 23 %. Pojem se ale dodnes objevuje ve starších smlouvách a výpočtech.`,
    },
    en: {
      slug: 'super-gross-salary',
      title: 'Super-gross salary',
      perex: 'An abolished tax base for payroll tax that included the social security and health insurance paid by the employer.',
      body: `From 2008 to 2020, Czech payroll tax was calculated on the super-gross salary – the gross salary plus the social security and health insurance paid by the employer (33.8% in total). The nominal 15% rate therefore amounted to roughly 20% of the gross salary.

The super-gross salary was abolished on 1 January 2021; tax is now calculated on the gross salary at 15%, and 23% above a statutory threshold. The term still appears in older contracts and calculations.`,
    },
  },
  {
    id: 10,
    updated_at: '2026-05-23T11:10:00+02:00',
    related_ids: [3, 28],
    service_group_id: 12,
    cs: {
      slug: 'pausalni-dan',
      title: 'Paušální daň',
      perex: 'Zjednodušený režim pro OSVČ, ve kterém jedna měsíční platba nahrazuje daň z příjmů i sociální a zdravotní pojištění.',
      body: `Paušální režim funguje od roku 2021. Podnikatel platí každý měsíc pevnou částku a nemusí podávat přiznání k dani z příjmů ani přehledy pro pojišťovny. Částka se liší podle tří pásem, do kterých se podnikatel zařadí podle výše a druhu příjmů, nejvýše do 2 milionů Kč ročně.

Do režimu se nemůže přihlásit plátce DPH ani ten, kdo má vyšší vedlejší příjmy, například ze zaměstnání. Výhodnost je dobré porovnat s výdajovým paušálem – výpočet vám rádi připravíme v rámci služby [daň z příjmů fyzických osob](app://service/106).`,
    },
    en: {
      slug: 'flat-rate-tax',
      title: 'Flat-rate tax',
      perex: 'A simplified regime for the self-employed in which one monthly payment replaces income tax, social security and health insurance.',
      body: `The flat-rate regime has been available since 2021. The self-employed person pays a fixed monthly amount and does not file an income tax return or the statements for social security and health insurance. The amount depends on which of three bands the person falls into based on the amount and type of income, up to CZK 2 million a year.

VAT payers and people with significant other income, such as employment income, cannot join. It is worth comparing the regime with lump-sum expense deductions – we will gladly run the numbers as part of our [personal income tax](app://service/106) service.`,
    },
  },
  {
    id: 11,
    updated_at: '2026-04-02T12:23:00+02:00',
    related_ids: [26, 31],
    service_group_id: 28,
    cs: {
      slug: 'esg-reporting-csrd',
      title: 'ESG reporting (CSRD)',
      perex: 'Vykazování informací o environmentálních, sociálních a řídicích aspektech činnosti firmy podle evropské směrnice CSRD.',
      body: `Směrnice o podávání zpráv o udržitelnosti podniků (CSRD) nahradila dřívější povinnost nefinančního reportingu a výrazně rozšířila okruh firem i rozsah údajů. Zpráva o udržitelnosti se sestavuje podle standardů ESRS, je součástí [výroční zprávy](app://glossary/26) a podléhá ověření auditorem.

Klíčovým krokem je analýza dvojí významnosti – firma posuzuje, jak její činnost ovlivňuje lidi a životní prostředí a jak udržitelnostní témata ovlivňují její finanční výsledky. S přípravou pomáhá naše služba [ESG reporting podle CSRD](app://service/118).`,
    },
    en: {
      slug: 'esg-reporting-csrd',
      title: 'ESG reporting (CSRD)',
      perex: "Reporting on the environmental, social and governance aspects of a company's activities under the EU CSRD directive.",
      body: `The Corporate Sustainability Reporting Directive (CSRD) replaced the earlier non-financial reporting requirement and significantly expanded both the range of companies and the scope of data. The sustainability statement follows the ESRS standards, forms part of the [annual report](app://glossary/26) and is subject to assurance by an auditor.

The key step is the double materiality assessment – the company assesses how its activities affect people and the environment and how sustainability matters affect its financial performance. Our [CSRD sustainability reporting](app://service/118) service helps you prepare.`,
    },
  },
  {
    id: 12,
    updated_at: '2026-03-09T13:36:00+01:00',
    related_ids: [13, 34, 35],
    service_group_id: 3,
    cs: {
      slug: 'due-diligence',
      title: 'Due diligence',
      perex: 'Detailní prověrka firmy před jejím nákupem nebo investicí, která odhalí rizika ovlivňující cenu.',
      body: `Due diligence (v překladu „náležitá péče“) provádí kupující nebo investor, aby si ověřil, co kupuje. Nejčastěji se dělí na finanční, daňovou, právní, obchodní a technickou; v posledních letech přibývá i ESG due diligence.

Výsledky slouží k úpravě kupní ceny, k nastavení záruk a odškodnění v kupní smlouvě, v krajním případě i k odstoupení od transakce. Finanční a daňovou prověrku nabízíme v rámci služby [due diligence](app://service/109).`,
    },
    en: {
      slug: 'due-diligence',
      title: 'Due diligence',
      perex: 'A detailed review of a company before it is bought or invested in, revealing risks that affect the price.',
      body: `Due diligence is carried out by a buyer or investor to verify what they are buying. It is usually split into financial, tax, legal, commercial and technical due diligence, and ESG due diligence is becoming more common.

The findings are used to adjust the purchase price, set warranties and indemnities in the purchase agreement or, in extreme cases, to walk away from the deal. We offer financial and tax reviews through our [due diligence](app://service/109) service.`,
    },
  },
  {
    id: 13,
    updated_at: '2026-02-16T14:49:00+01:00',
    related_ids: [12, 35, 27],
    service_group_id: 20,
    cs: {
      slug: 'goodwill',
      title: 'Goodwill',
      perex: 'Rozdíl mezi cenou zaplacenou za podnik a reálnou hodnotou jeho jednotlivých aktiv a závazků.',
      body: `Goodwill vyjadřuje hodnotu, kterou nelze přiřadit konkrétnímu majetku – pověst firmy, zavedenou zákaznickou základnu, schopný tým nebo synergie s kupujícím. Vzniká jen při koupi podniku nebo při přeměně, nikdy ne „sám od sebe“.

Podle českých účetních předpisů se goodwill odpisuje, podle IFRS se neodpisuje, ale každoročně se testuje na snížení hodnoty. Jeho výši určuje [alokace kupní ceny](app://service/136).`,
    },
    en: {
      slug: 'goodwill',
      title: 'Goodwill',
      perex: 'The difference between the price paid for a business and the fair value of its individual assets and liabilities.',
      body: `Goodwill represents value that cannot be attributed to specific assets – the company's reputation, an established customer base, a capable team or synergies with the buyer. It arises only on the acquisition of a business or in a merger, never on its own.

Under Czech GAAP goodwill is amortised; under IFRS it is not amortised but tested for impairment every year. Its amount is determined by a [purchase price allocation](app://service/136).`,
    },
  },
  {
    id: 14,
    updated_at: '2026-01-23T15:02:00+01:00',
    related_ids: [5, 6, 15],
    service_group_id: 19,
    cs: {
      slug: 'ucetni-zaverka',
      title: 'Účetní závěrka',
      perex: 'Soubor výkazů, které shrnují finanční situaci a výsledky firmy za účetní období.',
      body: `Účetní závěrku tvoří [rozvaha](app://glossary/5), [výkaz zisku a ztráty](app://glossary/6) a příloha; větší a auditované firmy přidávají přehled o peněžních tocích a přehled o změnách vlastního kapitálu. Sestavuje se k poslednímu dni účetního období, nejčastěji k 31. prosinci.

Obchodní korporace závěrku zakládají do sbírky listin. Sestavení i zveřejnění zajišťuje naše služba [účetní závěrka a výroční zpráva](app://service/122).`,
    },
    en: {
      slug: 'financial-statements',
      title: 'Financial statements',
      perex: "A set of statements summarising a company's financial position and results for an accounting period.",
      body: `Financial statements consist of the [balance sheet](app://glossary/5), the [profit and loss account](app://glossary/6) and the notes; larger and audited companies add a cash flow statement and a statement of changes in equity. They are prepared as at the last day of the accounting period, most often 31 December.

Business corporations file them in the Collection of Deeds. Our [financial statements and annual report](app://service/122) service covers both preparation and filing.`,
    },
  },
  {
    id: 15,
    updated_at: '2026-06-02T16:15:00+02:00',
    related_ids: [16, 14],
    service_group_id: 18,
    cs: {
      slug: 'audit',
      title: 'Audit',
      perex: 'Nezávislé ověření, zda účetní závěrka věrně zobrazuje finanční situaci a výsledky firmy.',
      body: `Audit účetní závěrky provádí auditor zapsaný v Komoře auditorů České republiky podle mezinárodních auditorských standardů. Výsledkem je zpráva auditora s výrokem – bez výhrad, s výhradou, záporným výrokem nebo s odmítnutím výroku.

Povinnost auditu stanoví zákon o účetnictví podle velikosti firmy; dobrovolně si audit často objednávají i firmy kvůli bankám nebo investorům. Více v popisu služby [statutární audit](app://service/107).`,
    },
    en: {
      slug: 'audit',
      title: 'Audit',
      perex: "An independent check of whether the financial statements give a true and fair view of a company's position and results.",
      body: `An audit of financial statements is performed by an auditor registered with the Chamber of Auditors of the Czech Republic under International Standards on Auditing. The result is an auditor's report with an opinion – unmodified, qualified, adverse, or a disclaimer of opinion.

The Accounting Act sets the audit obligation by company size; many companies also commission voluntary audits for banks or investors. See our [statutory audit](app://service/107) service for more.`,
    },
  },
  {
    id: 16,
    updated_at: '2026-05-09T09:28:00+02:00',
    related_ids: [15],
    service_group_id: 18,
    cs: {
      slug: 'materialita',
      title: 'Materialita',
      perex: 'Hranice, nad kterou by chyba nebo opomenutí mohly ovlivnit rozhodování uživatelů účetní závěrky.',
      body: `Auditor nemůže zkontrolovat každý doklad, a proto si stanoví hladinu významnosti – materialitu. Obvykle ji odvozuje od tržeb, zisku před zdaněním nebo aktiv, například jako 1–2 % tržeb. Chyby pod touto hranicí jednotlivě nejsou pro výrok podstatné, jejich součet ale auditor sleduje.

Materialita není jen kvantitativní: některé položky, třeba odměny vedení nebo transakce se spřízněnými osobami, jsou významné bez ohledu na částku.`,
    },
    en: {
      slug: 'materiality',
      title: 'Materiality',
      perex: 'The threshold above which an error or omission could influence the decisions of users of the financial statements.',
      body: `An auditor cannot check every document, so they set a level of significance – materiality. It is usually derived from revenue, profit before tax or total assets, for example 1–2% of revenue. Errors below this level are not individually relevant to the opinion, but the auditor tracks their total.

Materiality is not only quantitative: some items, such as management remuneration or related-party transactions, are significant whatever the amount.`,
    },
  },
  {
    id: 17,
    updated_at: '2026-04-16T10:41:00+02:00',
    related_ids: [1, 2],
    service_group_id: 12,
    cs: {
      slug: 'nespolehlivy-platce',
      title: 'Nespolehlivý plátce',
      perex: 'Plátce DPH, kterého finanční úřad označil za nespolehlivého kvůli závažnému porušení povinností.',
      body: `Status nespolehlivého plátce uděluje správce daně například při opakovaném neplacení DPH nebo při neposkytnutí součinnosti. Informace je veřejně dostupná v registru plátců DPH.

Pro odběratele je status důležitý: pokud zaplatí nespolehlivému plátci, ručí za DPH z takového plnění. Ručení hrozí také při platbě na bankovní účet, který dodavatel nezveřejnil, pokud částka přesáhne zákonný limit. Proto se vyplatí ověřovat dodavatele před každou platbou.`,
    },
    en: {
      slug: 'unreliable-vat-payer',
      title: 'Unreliable VAT payer',
      perex: 'A VAT payer designated as unreliable by the tax office for serious breaches of its obligations.',
      body: `The tax authority grants unreliable payer status, for example, for repeated failure to pay VAT or failure to cooperate. The information is publicly available in the VAT payer register.

The status matters to customers: anyone who pays an unreliable payer becomes liable for the VAT on that supply. Liability also applies when paying to a bank account the supplier has not published, if the amount exceeds a statutory limit. It is therefore worth checking suppliers before every payment.`,
    },
  },
  {
    id: 18,
    updated_at: '2026-03-23T11:54:00+01:00',
    related_ids: [1, 19],
    service_group_id: 12,
    cs: {
      slug: 'prenesena-danova-povinnost',
      title: 'Přenesená daňová povinnost (reverse charge)',
      perex: 'Režim, ve kterém DPH nepřiznává dodavatel, ale odběratel plnění.',
      body: `Při přenesené daňové povinnosti vystaví dodavatel fakturu bez DPH a daň přizná odběratel, který si ji zároveň může odečíst. Režim se používá u služeb a zboží pořizovaných ze zahraničí a v tuzemsku u vybraných plnění – například stavebních a montážních prací, dodávek šrotu nebo povolenek na emise.

Chyba v režimu je častým důvodem doměrků, protože dodavatel i odběratel musí plnění posoudit stejně. Nejasné případy s vámi projdeme v rámci služby [DPH a kontrolní hlášení](app://service/102).`,
    },
    en: {
      slug: 'reverse-charge',
      title: 'Reverse charge',
      perex: 'A regime in which VAT is accounted for by the customer rather than the supplier.',
      body: `Under the reverse charge the supplier issues an invoice without VAT and the customer accounts for the tax, while also deducting it. The regime applies to services and goods purchased from abroad and, domestically, to selected supplies such as construction and installation work, scrap metal or emission allowances.

Getting the regime wrong is a common reason for tax assessments, because supplier and customer must treat the supply in the same way. We review unclear cases with you as part of our [VAT and control statements](app://service/102) service.`,
    },
  },
  {
    id: 19,
    updated_at: '2026-02-02T12:07:00+01:00',
    related_ids: [1, 20],
    service_group_id: 12,
    cs: {
      slug: 'oss-one-stop-shop',
      title: 'OSS (One Stop Shop)',
      perex: 'Zvláštní režim, ve kterém e-shop přiznává DPH z prodejů spotřebitelům v jiných státech EU v jediném přiznání.',
      body: `Od července 2021 platí, že prodej zboží na dálku spotřebitelům v jiných zemích EU se zdaňuje v zemi zákazníka, jakmile souhrn takových prodejů přesáhne 10 000 EUR ročně. Místo registrace k DPH v každém státě může prodejce využít režim jednoho správního místa.

V režimu OSS podává plátce čtvrtletní přiznání českému finančnímu úřadu a platí daň v jedné částce, kterou finanční správa rozdělí mezi jednotlivé státy. Režim se týká i elektronických služeb poskytovaných spotřebitelům.`,
    },
    en: {
      slug: 'oss-one-stop-shop',
      title: 'OSS (One Stop Shop)',
      perex: 'A special scheme in which an e-shop reports VAT on sales to consumers in other EU countries in a single return.',
      body: `Since July 2021, distance sales of goods to consumers in other EU countries have been taxed in the customer's country once such sales exceed EUR 10,000 a year. Instead of registering for VAT in each country, the seller can use the One Stop Shop scheme.

Under OSS the business files a quarterly return with the Czech tax office and pays the tax in a single amount, which the tax administration distributes to the individual countries. The scheme also covers electronic services supplied to consumers.`,
    },
  },
  {
    id: 20,
    updated_at: '2026-01-09T13:20:00+01:00',
    related_ids: [19, 1],
    service_group_id: 12,
    cs: {
      slug: 'intrastat',
      title: 'Intrastat',
      perex: 'Statistické hlášení o obchodu se zbožím mezi Českem a ostatními státy EU.',
      body: `Intrastat nahradil po vstupu do EU celní statistiku u obchodu uvnitř Unie. Hlášení podávají firmy, jejichž odeslání nebo přijetí zboží za rok překročí prahovou hodnotu stanovenou Českým statistickým úřadem; sleduje se zvlášť odeslání a zvlášť přijetí.

Hlášení se podává měsíčně celní správě a obsahuje mimo jiné kód zboží podle kombinované nomenklatury, hmotnost, hodnotu a zemi partnera. Za nepodání nebo chyby hrozí pokuty, proto je dobré mít správně nastavené číselníky v účetním systému.`,
    },
    en: {
      slug: 'intrastat',
      title: 'Intrastat',
      perex: 'Statistical reporting of trade in goods between the Czech Republic and other EU member states.',
      body: `After EU accession, Intrastat replaced customs statistics for trade within the Union. Reports are filed by companies whose annual dispatches or arrivals of goods exceed a threshold set by the Czech Statistical Office; dispatches and arrivals are assessed separately.

Reports are filed monthly with the customs administration and include, among other things, the commodity code under the Combined Nomenclature, weight, value and partner country. Failures and errors can lead to fines, so the code lists in your accounting system should be set up correctly.`,
    },
  },
  {
    id: 21,
    updated_at: '2026-06-16T14:33:00+02:00',
    related_ids: [23, 24, 22],
    service_group_id: 12,
    cs: {
      slug: 'danovy-nerezident',
      title: 'Daňový nerezident',
      perex: 'Osoba, která nemá v Česku bydliště ani se zde obvykle nezdržuje, a proto zde daní jen příjmy z českých zdrojů.',
      body: `Fyzická osoba je českým daňovým rezidentem, pokud zde má bydliště nebo se zde zdržuje alespoň 183 dní v kalendářním roce. Rezident daní v Česku celosvětové příjmy, nerezident jen příjmy ze zdrojů na území Česka – například mzdu za práci vykonanou zde, nájem z české nemovitosti nebo dividendy od české firmy.

Při souběhu pravidel dvou států rozhoduje [smlouva o zamezení dvojího zdanění](app://glossary/23). Z některých příjmů nerezidentů se daň vybírá [srážkou](app://glossary/24).`,
    },
    en: {
      slug: 'tax-non-resident',
      title: 'Tax non-resident',
      perex: 'A person with no home or habitual abode in the Czech Republic, who is therefore taxed there only on Czech-source income.',
      body: `An individual is a Czech tax resident if they have a home in the country or stay there for at least 183 days in a calendar year. Residents are taxed in the Czech Republic on their worldwide income; non-residents only on Czech-source income – for example, pay for work performed there, rent from Czech property or dividends from a Czech company.

Where the rules of two countries overlap, the [double tax treaty](app://glossary/23) decides. Tax on some non-resident income is collected as [withholding tax](app://glossary/24).`,
    },
  },
  {
    id: 22,
    updated_at: '2026-05-23T15:46:00+02:00',
    related_ids: [21, 23],
    service_group_id: 12,
    cs: {
      slug: 'stala-provozovna',
      title: 'Stálá provozovna',
      perex: 'Místo, prostřednictvím kterého zahraniční firma podniká v jiném státě a kde musí platit daň z příjmů.',
      body: `Stálou provozovnu zakládá trvalé místo podnikání, například kancelář, dílna nebo sklad, ale také stavba či montáž trvající déle než stanovenou dobu nebo závislý zástupce, který za firmu uzavírá smlouvy. Podrobnosti určují zákon o daních z příjmů a smlouvy o zamezení dvojího zdanění.

Firma, které stálá provozovna vznikne, se musí v daném státě registrovat k dani a přiznat zisk, který provozovně připadá. Vznik provozovny se často přehlédne u dlouhodobých projektů v zahraničí – s posouzením pomůže služba [mezinárodní zdanění](app://service/105).`,
    },
    en: {
      slug: 'permanent-establishment',
      title: 'Permanent establishment',
      perex: 'A place through which a foreign company does business in another country and where it must pay income tax.',
      body: `A permanent establishment is created by a fixed place of business such as an office, workshop or warehouse, but also by a construction or installation project lasting longer than a set period, or by a dependent agent who concludes contracts on the company's behalf. Details are set by the Income Tax Act and double tax treaties.

A company with a permanent establishment must register for tax in that country and report the profit attributable to it. Permanent establishments are often overlooked in long-term projects abroad – our [international taxation](app://service/105) service helps assess the risk.`,
    },
  },
  {
    id: 23,
    updated_at: '2026-04-02T16:59:00+02:00',
    related_ids: [21, 24, 22],
    service_group_id: 12,
    cs: {
      slug: 'smlouva-o-zamezeni-dvojiho-zdaneni',
      title: 'Smlouva o zamezení dvojího zdanění',
      perex: 'Mezinárodní smlouva, která určuje, který stát smí zdanit konkrétní příjem a jak se vyloučí dvojí zdanění.',
      body: `Česko má uzavřeno přes 90 smluv o zamezení dvojího zdanění, většinou podle vzoru OECD. Smlouva rozděluje právo zdanit příjmy mezi stát rezidence a stát zdroje a stanoví metodu vyloučení dvojího zdanění – vynětí nebo zápočet.

Smlouva má přednost před vnitrostátním zákonem. Často například snižuje sazbu [srážkové daně](app://glossary/24) z dividend, úroků a licenčních poplatků; k jejímu uplatnění je ale obvykle potřeba potvrzení o daňovém rezidentství příjemce.`,
    },
    en: {
      slug: 'double-tax-treaty',
      title: 'Double tax treaty',
      perex: 'An international agreement that determines which country may tax a given income and how double taxation is avoided.',
      body: `The Czech Republic has concluded more than 90 double tax treaties, mostly based on the OECD model. A treaty divides taxing rights between the country of residence and the source country and sets the method for eliminating double taxation – exemption or credit.

A treaty takes precedence over domestic law. It often reduces the rate of [withholding tax](app://glossary/24) on dividends, interest and royalties, but applying it usually requires a certificate of tax residence from the recipient.`,
    },
  },
  {
    id: 24,
    updated_at: '2026-03-09T09:12:00+01:00',
    related_ids: [21, 23],
    service_group_id: 12,
    cs: {
      slug: 'srazkova-dan',
      title: 'Srážková daň',
      perex: 'Daň, kterou za příjemce srazí a odvede plátce příjmu, například firma vyplácející dividendu.',
      body: `Srážkovou daní se v Česku zdaňují například dividendy, úroky fyzickým osobám nebo licenční poplatky a některé služby placené nerezidentům. Základní sazba je 15 %; u plateb do států, se kterými Česko nemá smlouvu o výměně informací, se zvyšuje na 35 %.

Plátce, který daň srazí, ji musí odvést do konce následujícího měsíce a podat vyúčtování. Pokud srážku opomene, ručí za daň sám.`,
    },
    en: {
      slug: 'withholding-tax',
      title: 'Withholding tax',
      perex: "Tax withheld and paid over on the recipient's behalf by the payer of the income, such as a company paying a dividend.",
      body: `In the Czech Republic, withholding tax applies to items such as dividends, interest paid to individuals, and royalties and certain services paid to non-residents. The standard rate is 15%; payments to countries without an information exchange agreement with the Czech Republic are taxed at 35%.

The payer must pay the withheld tax over by the end of the following month and file a statement. If it fails to withhold, it becomes liable for the tax itself.`,
    },
  },
  {
    // Czech only: a regime specific to Czech sole traders.
    id: 25,
    updated_at: '2026-02-16T10:25:00+01:00',
    related_ids: [10, 3, 14],
    service_group_id: 19,
    cs: {
      slug: 'danova-evidence',
      title: 'Daňová evidence',
      perex: 'Zjednodušená evidence příjmů, výdajů, majetku a dluhů, kterou vedou podnikatelé – fyzické osoby, pokud nevedou účetnictví.',
      body: `Daňová evidence slouží jediné věci: správnému zjištění základu daně z příjmů. Na rozdíl od podvojného účetnictví neobsahuje rozvahu ani výkaz zisku a ztráty, zákon o daních z příjmů jen stanoví, co musí obsahovat – příjmy a výdaje, majetek a dluhy.

Kdo uplatňuje výdaje procentem z příjmů nebo je v [paušálním režimu](app://glossary/10), daňovou evidenci vést nemusí, eviduje jen příjmy. Vedení evidence nabízíme v rámci služby [daňová evidence pro OSVČ](app://service/126).`,
    },
  },
  {
    id: 26,
    updated_at: '2026-01-23T11:38:00+01:00',
    related_ids: [14, 11, 15],
    service_group_id: 19,
    cs: {
      slug: 'vyrocni-zprava',
      title: 'Výroční zpráva',
      perex: 'Dokument, ve kterém firma vedle účetní závěrky popisuje svou činnost, vývoj a výhled.',
      body: `Výroční zprávu sestavují účetní jednotky, které mají povinnost auditu. Obsahuje účetní závěrku, informace o vývoji a výsledcích firmy, o významných událostech po rozvahovém dni, o aktivitách v oblasti výzkumu a vývoje a o pobočkách v zahraničí. U velkých firem je její součástí i zpráva o udržitelnosti.

Auditor se ve své zprávě vyjadřuje i k tomu, zda informace ve výroční zprávě odpovídají účetní závěrce. Zpráva se zveřejňuje ve sbírce listin.`,
    },
    en: {
      slug: 'annual-report',
      title: 'Annual report',
      perex: 'A document in which a company describes its activities, development and outlook alongside its financial statements.',
      body: `An annual report is prepared by entities subject to a statutory audit. It includes the financial statements and information on the company's development and results, significant events after the balance sheet date, research and development activities and foreign branches. For large companies it also contains the sustainability statement.

In their report, the auditor also states whether the information in the annual report is consistent with the financial statements. The report is filed in the Collection of Deeds.`,
    },
  },
  {
    id: 27,
    updated_at: '2026-06-02T12:51:00+02:00',
    related_ids: [14, 4, 13],
    service_group_id: 19,
    cs: {
      slug: 'ifrs',
      title: 'IFRS',
      perex: 'Mezinárodní standardy účetního výkaznictví, které používají kótované firmy a mnoho nadnárodních skupin.',
      body: `IFRS (International Financial Reporting Standards) vydává Rada pro mezinárodní účetní standardy (IASB) a v EU se používají ve znění schváleném Evropskou komisí. Povinně podle nich sestavují konsolidovanou závěrku firmy, jejichž cenné papíry se obchodují na regulovaném trhu.

Oproti českým předpisům kladou IFRS větší důraz na reálnou hodnotu a ekonomickou podstatu transakcí – například leasingy se podle IFRS 16 vykazují v rozvaze nájemce. S převodem výkazů pomáhá naše služba [reporting podle IFRS](app://service/123).`,
    },
    en: {
      slug: 'ifrs',
      title: 'IFRS',
      perex: 'International Financial Reporting Standards, used by listed companies and many multinational groups.',
      body: `IFRS are issued by the International Accounting Standards Board (IASB) and applied in the EU as endorsed by the European Commission. Companies whose securities are traded on a regulated market must use them for their consolidated financial statements.

Compared with Czech rules, IFRS place more emphasis on fair value and the economic substance of transactions – under IFRS 16, for instance, leases appear on the lessee's balance sheet. Our [IFRS reporting](app://service/123) service helps with converting your statements.`,
    },
  },
  {
    id: 28,
    updated_at: '2026-05-09T13:04:00+02:00',
    related_ids: [3],
    service_group_id: 12,
    cs: {
      slug: 'zdanovaci-obdobi',
      title: 'Zdaňovací období',
      perex: 'Období, za které se daň vyměřuje a podává přiznání.',
      body: `U daně z příjmů je zdaňovacím obdobím kalendářní rok, hospodářský rok nebo jiné období stanovené zákonem, například při přeměně společnosti. U DPH je zdaňovacím obdobím kalendářní měsíc, nebo za splnění podmínek kalendářní čtvrtletí.

Změna zdaňovacího období, například přechod na hospodářský rok, se musí finančnímu úřadu předem oznámit.`,
    },
    en: {
      slug: 'tax-period',
      title: 'Tax period',
      perex: 'The period for which tax is assessed and a return is filed.',
      body: `For income tax, the tax period is a calendar year, a financial year or another period set by law, for example on a corporate transformation. For VAT, the tax period is a calendar month or, if certain conditions are met, a calendar quarter.

A change of tax period, such as switching to a financial year, must be notified to the tax office in advance.`,
    },
  },
  {
    id: 29,
    updated_at: '2026-04-16T14:17:00+02:00',
    related_ids: [9],
    service_group_id: 22,
    cs: {
      slug: 'vymerovaci-zaklad',
      title: 'Vyměřovací základ',
      perex: 'Částka, ze které se počítá sociální a zdravotní pojištění.',
      body: `U zaměstnanců je vyměřovacím základem zpravidla hrubá mzda, tedy úhrn příjmů zúčtovaných zaměstnanci, které podléhají dani z příjmů. Pro sociální pojištění platí roční strop ve výši 48násobku průměrné mzdy; zdravotní pojištění strop nemá.

U OSVČ se vyměřovací základ odvozuje od zisku z podnikání a nesmí klesnout pod zákonné minimum. Správný výpočet hlídáme v rámci [zpracování mezd](app://service/137).`,
    },
    en: {
      slug: 'assessment-base',
      title: 'Assessment base',
      perex: 'The amount on which social security and health insurance contributions are calculated.',
      body: `For employees, the assessment base is usually the gross salary, i.e. all income paid to the employee that is subject to income tax. Social security has an annual cap of 48 times the average wage; health insurance has no cap.

For the self-employed, the assessment base is derived from business profit and must not fall below the statutory minimum. We make sure it is calculated correctly as part of our [payroll processing](app://service/137).`,
    },
  },
  {
    // Czech only: a Labour Code concept with no direct English-language audience.
    id: 30,
    updated_at: '2026-03-23T15:30:00+01:00',
    related_ids: [29, 9],
    service_group_id: 22,
    cs: {
      slug: 'prumerny-vydelek',
      title: 'Průměrný výdělek',
      perex: 'Pracovněprávní veličina, ze které se počítá náhrada mzdy za dovolenou, odstupné a další náhrady.',
      body: `Průměrný výdělek se podle zákoníku práce zjišťuje z hrubé mzdy zúčtované v předchozím kalendářním čtvrtletí a z počtu odpracovaných hodin. Pro praktické výpočty se převádí na průměrný hodinový výdělek.

Používá se například pro náhradu mzdy za dovolenou nebo překážky v práci, pro odstupné při výpovědi z organizačních důvodů nebo pro náhradu mzdy při neplatném rozvázání pracovního poměru. Průměrný výdělek nelze zaměňovat s průměrnou mzdou, kterou zveřejňuje statistický úřad.`,
    },
  },
  {
    id: 31,
    updated_at: '2026-02-02T16:43:00+01:00',
    related_ids: [11, 39],
    service_group_id: 28,
    cs: {
      slug: 'whistleblowing',
      title: 'Whistleblowing',
      perex: 'Oznamování protiprávního jednání v organizaci osobou, která se o něm dozvěděla v souvislosti s prací.',
      body: `Zákon o ochraně oznamovatelů, účinný od srpna 2023, ukládá zaměstnavatelům s alespoň 50 zaměstnanci, veřejným zadavatelům a dalším subjektům zavést vnitřní oznamovací systém. Oznámení přijímá a prošetřuje příslušná osoba, která musí být nestranná a chránit totožnost oznamovatele.

Oznamovatel je chráněn před odvetnými opatřeními, jako je výpověď, snížení mzdy nebo přeřazení. Zavedení systému nabízíme v rámci služby [whistleblowing a compliance program](app://service/120).`,
    },
    en: {
      slug: 'whistleblowing',
      title: 'Whistleblowing',
      perex: 'Reporting of wrongdoing within an organisation by a person who learned about it in connection with their work.',
      body: `The Czech Whistleblower Protection Act, in force since August 2023, requires employers with at least 50 employees, contracting authorities and certain other entities to set up an internal whistleblowing system. Reports are received and investigated by a competent person who must be impartial and protect the whistleblower's identity.

Whistleblowers are protected against retaliation such as dismissal, pay cuts or reassignment. We set up such systems through our [whistleblowing and compliance programme](app://service/120) service.`,
    },
  },
  {
    id: 32,
    updated_at: '2026-01-09T09:56:00+01:00',
    related_ids: [33, 36],
    service_group_id: 23,
    cs: {
      slug: 'skutecny-majitel',
      title: 'Skutečný majitel',
      perex: 'Fyzická osoba, která firmu nebo jiný subjekt skutečně vlastní nebo ovládá.',
      body: `Skutečným majitelem je zejména ten, kdo má v obchodní korporaci přímo nebo nepřímo více než 25 % hlasů či podílu na zisku, nebo kdo ji jinak ovládá. U svěřenských fondů a nadací se za skutečné majitele považují zakladatel, svěřenský správce a obmyšlení.

Údaje se zapisují do evidence skutečných majitelů vedené rejstříkovými soudy. Firmě, která skutečného majitele nezapíše, hrozí pokuta a nemůže vykonávat hlasovací práva ani vyplácet podíly na zisku. Se zápisem pomůžeme v rámci [změn v obchodním rejstříku](app://service/116).`,
    },
    en: {
      slug: 'beneficial-owner',
      title: 'Beneficial owner',
      perex: 'The individual who ultimately owns or controls a company or other entity.',
      body: `A beneficial owner is primarily anyone who directly or indirectly holds more than 25% of the votes or profit share in a company, or otherwise controls it. For trust funds and foundations, the settlor, trustee and beneficiaries are treated as beneficial owners.

The details are entered in the register of beneficial owners kept by the registry courts. A company that fails to register its beneficial owner faces a fine and cannot exercise voting rights or pay out profit shares. We handle registration as part of [commercial register changes](app://service/116).`,
    },
  },
  {
    id: 33,
    updated_at: '2026-06-16T10:09:00+02:00',
    related_ids: [32, 5],
    service_group_id: 23,
    cs: {
      slug: 'zakladni-kapital',
      title: 'Základní kapitál',
      perex: 'Souhrn vkladů společníků do obchodní společnosti, zapsaný v obchodním rejstříku.',
      body: `U společnosti s ručením omezeným je minimální vklad jednoho společníka 1 Kč, u akciové společnosti je minimální základní kapitál 2 000 000 Kč nebo 80 000 EUR. Vklad může být peněžitý, nebo nepeněžitý – ten musí ocenit znalec.

Základní kapitál se vykazuje v [rozvaze](app://glossary/5) jako součást vlastního kapitálu. Jeho zvýšení nebo snížení podléhá rozhodnutí valné hromady a zápisu do obchodního rejstříku.`,
    },
    en: {
      slug: 'share-capital',
      title: 'Share capital',
      perex: "The total of the shareholders' contributions to a company, as entered in the Commercial Register.",
      body: `In a limited liability company the minimum contribution per shareholder is CZK 1; a joint-stock company needs at least CZK 2,000,000 or EUR 80,000 in share capital. Contributions can be in cash or in kind – the latter must be valued by an expert.

Share capital is shown on the [balance sheet](app://glossary/5) as part of equity. Increasing or reducing it requires a decision of the general meeting and registration in the Commercial Register.`,
    },
  },
  {
    id: 34,
    updated_at: '2026-05-23T11:22:00+02:00',
    related_ids: [6, 12, 35],
    service_group_id: null,
    cs: {
      slug: 'ebitda',
      title: 'EBITDA',
      perex: 'Zisk před úroky, daněmi, odpisy a amortizací – ukazatel provozní výkonnosti firmy.',
      body: `EBITDA (Earnings Before Interest, Taxes, Depreciation and Amortization) ukazuje, kolik firma vydělává na své hlavní činnosti bez vlivu způsobu financování, daní a odpisové politiky. Díky tomu umožňuje porovnávat firmy s různou strukturou majetku a dluhů.

Při transakcích se cena firmy často vyjadřuje jako násobek EBITDA. Kupující proto v rámci [due diligence](app://glossary/12) zjišťuje „očištěnou“ EBITDA, ze které jsou vyloučeny jednorázové a neobvyklé položky.`,
    },
    en: {
      slug: 'ebitda',
      title: 'EBITDA',
      perex: "Earnings before interest, taxes, depreciation and amortisation – a measure of a company's operating performance.",
      body: `EBITDA shows how much a company earns from its core business, excluding the effects of financing, taxes and depreciation policy. This makes it possible to compare companies with different asset and debt structures.

In transactions, a company's price is often expressed as a multiple of EBITDA. As part of [due diligence](app://glossary/12), buyers therefore establish a normalised EBITDA that excludes one-off and unusual items.`,
    },
  },
  {
    id: 35,
    updated_at: '2026-04-02T12:35:00+02:00',
    related_ids: [34, 13],
    service_group_id: 20,
    cs: {
      slug: 'diskontovane-penezni-toky-dcf',
      title: 'Diskontované peněžní toky (DCF)',
      perex: 'Metoda ocenění, která určuje hodnotu firmy jako současnou hodnotu jejích budoucích volných peněžních toků.',
      body: `Metoda DCF vychází z finančního plánu firmy. Očekávané volné peněžní toky se přepočítají na současnou hodnotu diskontní sazbou, která odráží riziko investice – nejčastěji váženými průměrnými náklady kapitálu (WACC). K hodnotě za období plánu se připočte pokračující hodnota za období po něm.

DCF je nejpoužívanější výnosovou metodou, výsledek je ale citlivý na předpoklady. Proto jej obvykle porovnáváme s tržními násobky podobných firem. Více v popisu služby [oceňování podniků](app://service/133).`,
    },
    en: {
      slug: 'discounted-cash-flow-dcf',
      title: 'Discounted cash flow (DCF)',
      perex: "A valuation method that determines a company's value as the present value of its future free cash flows.",
      body: `The DCF method is based on the company's financial plan. Expected free cash flows are converted to present value using a discount rate that reflects the investment risk – usually the weighted average cost of capital (WACC). A terminal value for the period after the plan is added to the value of the plan period.

DCF is the most widely used income approach, but the result is sensitive to assumptions, so we usually cross-check it against market multiples of similar companies. See our [business valuation](app://service/133) service for more.`,
    },
  },
  {
    id: 36,
    updated_at: '2026-03-09T13:48:00+01:00',
    related_ids: [32, 3],
    service_group_id: 21,
    cs: {
      slug: 'sverensky-fond',
      title: 'Svěřenský fond',
      perex: 'Majetek vyčleněný zakladatelem k určitému účelu, který spravuje svěřenský správce a který nemá vlastníka.',
      body: `Svěřenský fond upravuje občanský zákoník od roku 2014. Zakladatel do fondu vyčlení majetek, ten přestane být jeho vlastnictvím a spravuje ho svěřenský správce podle statutu. Z fondu mají prospěch obmyšlení – typicky členové rodiny.

Fondy se používají hlavně k plánování nástupnictví a k ochraně rodinného majetku před rozdrobením. Fond se zapisuje do evidence svěřenských fondů a musí mít zapsané i své skutečné majitele. Poradíme vám v rámci služby [nástupnictví a svěřenské fondy](app://service/146).`,
    },
    en: {
      slug: 'trust-fund',
      title: 'Trust fund',
      perex: 'Assets set aside by a settlor for a specific purpose, administered by a trustee and owned by no one.',
      body: `The Czech Civil Code has provided for trust funds since 2014. The settlor sets aside assets that cease to be their property and are administered by a trustee according to the fund's statute. The fund benefits its beneficiaries – typically family members.

Trust funds are used mainly for succession planning and to protect family wealth from fragmentation. A fund is entered in the register of trust funds and must also register its beneficial owners. We advise on this through our [succession planning and trusts](app://service/146) service.`,
    },
  },
  {
    id: 37,
    updated_at: '2026-02-16T14:01:00+01:00',
    related_ids: [38],
    service_group_id: 27,
    cs: {
      slug: 'zadavaci-rizeni',
      title: 'Zadávací řízení',
      perex: 'Formalizovaný postup, kterým veřejný zadavatel vybírá dodavatele veřejné zakázky.',
      body: `Zákon o zadávání veřejných zakázek rozlišuje několik druhů zadávacích řízení – například otevřené, užší, jednací řízení s uveřejněním či bez uveřejnění a zjednodušené podlimitní řízení. Volba závisí na předpokládané hodnotě a povaze zakázky.

Řízení začíná zahájením a zpřístupněním zadávací dokumentace, pokračuje podáním a hodnocením nabídek a končí uzavřením smlouvy nebo zrušením. Administraci řízení zajišťuje naše služba [administrace veřejných zakázek](app://service/130).`,
    },
    en: {
      slug: 'tender-procedure',
      title: 'Tender procedure',
      perex: 'A formal process by which a contracting authority selects the supplier of a public contract.',
      body: `The Czech Public Procurement Act recognises several types of procedure – for example open, restricted, negotiated with or without publication, and the simplified below-threshold procedure. The choice depends on the estimated value and the nature of the contract.

The procedure starts with its launch and publication of the tender documents, continues with submission and evaluation of bids and ends with the contract being signed or the procedure cancelled. Our [tender administration](app://service/130) service runs the whole procedure.`,
    },
  },
  {
    id: 38,
    updated_at: '2026-01-23T15:14:00+01:00',
    related_ids: [37],
    service_group_id: 27,
    cs: {
      slug: 'jistota-v-zadavacim-rizeni',
      title: 'Jistota v zadávacím řízení',
      perex: 'Finanční záruka, kterou může zadavatel požadovat od účastníků řízení jako zajištění jejich povinností.',
      body: `Zadavatel může požadovat jistotu až do výše 2 % předpokládané hodnoty zakázky. Účastník ji poskytuje složením peněz na účet zadavatele, bankovní zárukou nebo pojištěním záruky.

Jistota propadá ve prospěch zadavatele, pokud vybraný dodavatel například odmítne uzavřít smlouvu nebo nepředloží požadované doklady. Ostatním účastníkům se vrací po skončení řízení.`,
    },
    en: {
      slug: 'bid-security',
      title: 'Bid security',
      perex: 'A financial guarantee that a contracting authority may require from bidders to secure their obligations.',
      body: `A contracting authority may require bid security of up to 2% of the estimated contract value. Bidders provide it as a cash deposit to the authority's account, a bank guarantee or a guarantee insurance policy.

The security is forfeited to the authority if, for example, the selected supplier refuses to sign the contract or fails to submit the required documents. Other bidders get it back when the procedure ends.`,
    },
  },
  {
    id: 39,
    updated_at: '2026-06-02T16:27:00+02:00',
    related_ids: [15, 31],
    service_group_id: 26,
    cs: {
      slug: 'forenzni-audit',
      title: 'Forenzní audit',
      perex: 'Šetření finančních a účetních záznamů s cílem odhalit a zdokumentovat podvod nebo jiné protiprávní jednání.',
      body: `Na rozdíl od běžného auditu, který ověřuje účetní závěrku jako celek, se forenzní audit zaměřuje na konkrétní podezření. Kombinuje analýzu účetních dat, elektronické komunikace a veřejných rejstříků s rozhovory a jeho výstupy musí obstát jako důkaz.

Forenzní audit se objednává při podezření na zpronevěru, korupci, fiktivní dodavatele nebo manipulaci s výsledky. Více v popisu služby [vyšetřování podvodů](app://service/127).`,
    },
    en: {
      slug: 'forensic-audit',
      title: 'Forensic audit',
      perex: 'An examination of financial and accounting records aimed at uncovering and documenting fraud or other wrongdoing.',
      body: `Unlike a regular audit, which verifies the financial statements as a whole, a forensic audit focuses on a specific suspicion. It combines analysis of accounting data, electronic communication and public registers with interviews, and its results must hold up as evidence.

A forensic audit is commissioned when embezzlement, bribery, fictitious suppliers or manipulated results are suspected. See our [fraud investigation](app://service/127) service for more.`,
    },
  },
  {
    // Czech only: the advance-payment rules are explained for Czech taxpayers only.
    id: 40,
    updated_at: '2026-05-09T09:40:00+02:00',
    related_ids: [3, 28, 25],
    service_group_id: 12,
    cs: {
      slug: 'zalohy-na-dan-z-prijmu',
      title: 'Zálohy na daň z příjmů',
      perex: 'Průběžné platby daně během roku, jejichž výše se odvíjí od poslední známé daňové povinnosti.',
      body: `Povinnost platit zálohy závisí na poslední známé daňové povinnosti. Pokud přesáhla 150 000 Kč, platí se čtvrtletní zálohy ve výši čtvrtiny této částky; pokud byla mezi 30 000 a 150 000 Kč, platí se pololetní zálohy ve výši 40 %. Při nižší dani se zálohy neplatí.

Zaplacené zálohy se započítají na daň v [přiznání](app://glossary/3). Pokud se hospodaření firmy výrazně změní, lze finanční úřad požádat o snížení nebo zrušení záloh.`,
    },
  },
]
