// Sample blog posts: Czech tax, accounting, audit, payroll and legal topics of 2024-2026, one to
// three a month, ids in publishing order. Posts 3, 12, 13 and 25 exist in Czech only and post 21
// in English only, so lists, slug translations and the language switch meet single-locale items.
// English texts never link to Czech-only items (posts 3, 12, 13, 25; people 25-28).
// Markdown bodies are kept flush-left: indented lines would turn into code blocks.
import type { AuthoredBlogPost } from './types.js'

export const blogPosts: AuthoredBlogPost[] = [
  {
    id: 1,
    updated_at: '2024-01-09T08:00:00+01:00',
    category_id: 1,
    author_id: 1,
    image: '/media/blog/consolidation-package-2024.svg',
    published_at: '2024-01-09T08:00:00+01:00',
    cs: {
      slug: 'konsolidacni-balicek-2024-co-se-meni-pro-firmy',
      title: 'Konsolidační balíček 2024: co se mění pro firmy a podnikatele',
      perex: 'Vyšší daň z příjmů právnických osob, dvě sazby DPH místo tří a strop pro daňově osvobozené benefity. Shrnujeme změny, které firmy pocítí hned v prvním čtvrtletí.',
      body: `Od 1. ledna 2024 platí rozsáhlý soubor změn, který vláda prosadila pod názvem **konsolidační balíček**. Jeho cílem je snížit schodek veřejných financí, a tak se dotýká téměř každé firmy i živnostníka. Níže najdete přehled toho nejdůležitějšího a praktické tipy, čím začít.

## Hlavní změny na jednom místě

| Oblast | Do konce roku 2023 | Od roku 2024 |
|---|---|---|
| Daň z příjmů právnických osob | 19 % | 21 % |
| Sazby DPH | 21 %, 15 % a 10 % | 21 % a 12 % |
| Osvobozené benefity (volný čas, zdraví, kultura) | bez limitu | do poloviny průměrné mzdy, tj. 21 983 Kč ročně |
| Nemocenské pojištění placené zaměstnancem | 0 % | 0,6 % |
| Daň z nemovitých věcí | původní sazby | sazby vyšší zhruba o 80 % |
| Sleva na studenta a školkovné | uplatnitelné | zrušeny |

![Graf porovnání sazeb daně z příjmů právnických osob v letech 2023 a 2024](/media/blog/consolidation-package-cit-rates.svg)

## Daň z příjmů a zálohy

Sazba 21 % se poprvé uplatní na zdaňovací období začínající 1. ledna 2024. Zálohy se však dál počítají z poslední známé daňové povinnosti, takže skutečný dopad se u většiny firem projeví až při podání přiznání za rok 2024. *Doporučujeme už teď přepočítat odloženou daň* – účetní závěrka za rok 2023 by měla pracovat s novou sazbou.

## DPH: zkontrolujte číselníky a ceníky

Sloučení snížených sazeb znamená, že většina zboží a služeb z pásma 10 % a 15 % spadá nově do 12 %. Některé položky se ale přesunuly do základní sazby a knihy jsou od ledna osvobozené s nárokem na odpočet. Podrobnosti rozebíráme v samostatném článku [o sazbách DPH od roku 2024](app://blog/2).

## Co udělat v prvních týdnech roku

1. Aktualizujte sazby DPH v účetním a pokladním systému.
2. Projděte benefitní programy a nastavte sledování ročního limitu na zaměstnance.
3. Přepočítejte odloženou daň a rozpočet daňových nákladů na rok 2024.
4. Ověřte, zda se vás týká vyšší daň z nemovitých věcí, a počítejte s ní v nájemních smlouvách.

> Konsolidační balíček není jednorázová změna. Řada opatření, například postupné zvyšování minimálních odvodů OSVČ, bude nabíhat ještě několik let.

Znění zákona i metodické informace najdete na webu [Finanční správy](https://www.financnisprava.cz/). Pokud si nejste jisti, jak se změny promítnou právě do vaší firmy, ozvěte se našemu [daňovému týmu](app://service-group/12).`,
      tags: ['DPH', 'daň z příjmů', 'benefity'],
    },
    en: {
      slug: 'consolidation-package-2024-what-changes-for-companies',
      title: 'Consolidation package 2024: what changes for companies and entrepreneurs',
      perex: 'A higher corporate income tax, two VAT rates instead of three and a cap on tax-free employee benefits. Here are the changes companies will feel in the very first quarter.',
      body: `On 1 January 2024 a broad set of changes known as the **consolidation package** took effect. Its purpose is to cut the public deficit, so it touches almost every company and sole trader. Below is an overview of what matters most and where to start.

## The main changes at a glance

| Area | Until the end of 2023 | From 2024 |
|---|---|---|
| Corporate income tax | 19% | 21% |
| VAT rates | 21%, 15% and 10% | 21% and 12% |
| Tax-free benefits (leisure, health, culture) | no limit | up to half the average wage, i.e. CZK 21,983 a year |
| Sickness insurance paid by employees | 0% | 0.6% |
| Real estate tax | original rates | rates roughly 80% higher |
| Student allowance and kindergarten allowance | available | abolished |

![Chart comparing corporate income tax rates in 2023 and 2024](/media/blog/consolidation-package-cit-rates.svg)

## Income tax and advance payments

The 21% rate first applies to tax periods starting on 1 January 2024. Advance payments, however, are still based on the last known tax liability, so most companies will only see the real impact when filing the 2024 return. *We recommend recalculating deferred tax now* – the 2023 financial statements should already use the new rate.

## VAT: check your code tables and price lists

Merging the reduced rates means that most goods and services from the 10% and 15% bands now fall under 12%. Some items, however, moved to the standard rate, and books are exempt with the right to deduct input VAT from January. We cover the details in a separate article on [VAT rates from 2024](app://blog/2).

## What to do in the first weeks of the year

1. Update the VAT rates in your accounting and point-of-sale systems.
2. Review your benefit schemes and start tracking the annual cap per employee.
3. Recalculate deferred tax and your 2024 tax budget.
4. Check whether the higher real estate tax affects you and reflect it in your lease agreements.

> The consolidation package is not a one-off change. Several measures, such as the gradual increase of minimum contributions for the self-employed, will be phased in over the next few years.

The text of the act and guidance notes are available on the website of the [Czech Financial Administration](https://www.financnisprava.cz/). If you are unsure how the changes affect your business, talk to our [tax team](app://service-group/12).`,
      tags: ['VAT', 'income tax', 'benefits'],
    },
  },
  {
    id: 2,
    updated_at: '2024-01-30T08:00:00+01:00',
    category_id: 1,
    author_id: 13,
    image: '/media/blog/vat-rates-from-2024.svg',
    published_at: '2024-01-30T08:00:00+01:00',
    cs: {
      slug: 'sazby-dph-od-roku-2024-v-prehledu',
      title: 'Sazby DPH od roku 2024 v přehledu',
      perex: 'Místo tří sazeb DPH platí od ledna jen dvě. Ukazujeme, kam se posunulo běžné zboží a služby a jak správně řešit zálohy přijaté ještě v roce 2023.',
      body: `S konsolidačním balíčkem skončila éra tří sazeb DPH. Od 1. ledna 2024 platí **základní sazba 21 %** a **jediná snížená sazba 12 %**. Většina položek z dřívějších snížených sazeb spadla do 12 %, některé ale zdražily na 21 %.

## Kam patří běžné položky

| Plnění | Do roku 2023 | Od roku 2024 |
|---|---|---|
| Potraviny | 15 % | 12 % |
| Ubytovací služby | 10 % | 12 % |
| Léky a zdravotnické prostředky | 10 % | 12 % |
| Veřejná doprava osob | 10 % | 12 % |
| Dodávka tepla a chladu | 10 % | 12 % |
| Knihy | 10 % | osvobozeno s nárokem na odpočet |
| Většina ostatních služeb | 21 % | 21 % |

![Ilustrace dvou sazeb DPH na pokladní účtence](/media/blog/vat-receipt-two-rates.svg)

## Rozhoduje datum uskutečnění plnění

Sazbu určuje **datum uskutečnění zdanitelného plnění** (DUZP), ne datum vystavení faktury ani platby. Služba dokončená 20. prosince 2023 a vyfakturovaná v lednu se tedy zdaní původní sazbou.

### Zálohy přijaté v roce 2023

Pokud jste v prosinci přijali zálohu na plnění, které proběhne až v roce 2024, zdanili jste ji původní sazbou. Při vystavení konečného daňového dokladu postupujte takto:

1. Vypočtěte daň z celého plnění novou sazbou.
2. Odečtěte daň již přiznanou ze zálohy.
3. Rozdíl přiznejte v období, kdy bylo plnění uskutečněno.

## Na co se zaměřit v praxi

- aktualizujte číselníky sazeb v ERP a pokladních systémech,
- zkontrolujte ceníky, které uvádějí ceny včetně DPH,
- ověřte, že kontrolní hlášení správně rozděluje plnění podle sazeb,
- u smíšených plnění (například balíčků služeb) si nechte posoudit převažující charakter.

Metodické pokyny k přechodu na nové sazby zveřejňuje [Finanční správa](https://www.financnisprava.cz/). Se zařazením konkrétního zboží vám rádi pomůžeme v rámci služby [DPH a kontrolní hlášení](app://service/102). Širší souvislosti změn shrnuje článek [Konsolidační balíček 2024](app://blog/1).`,
      tags: ['DPH', 'sazby', 'faktury'],
    },
    en: {
      slug: 'vat-rates-from-2024-at-a-glance',
      title: 'VAT rates from 2024 at a glance',
      perex: 'Since January there are only two VAT rates instead of three. We show where common goods and services moved and how to handle advance payments received in 2023.',
      body: `The consolidation package ended the era of three VAT rates. From 1 January 2024 there is a **standard rate of 21%** and a **single reduced rate of 12%**. Most items from the former reduced rates moved to 12%, but some became more expensive at 21%.

## Where common items belong

| Supply | Until 2023 | From 2024 |
|---|---|---|
| Food | 15% | 12% |
| Accommodation | 10% | 12% |
| Medicines and medical devices | 10% | 12% |
| Public passenger transport | 10% | 12% |
| Supply of heating and cooling | 10% | 12% |
| Books | 10% | exempt with the right to deduct |
| Most other services | 21% | 21% |

![Illustration of two VAT rates on a till receipt](/media/blog/vat-receipt-two-rates.svg)

## The date of the taxable supply decides

The rate is determined by the **date of the taxable supply**, not by the invoice date or the payment date. A service completed on 20 December 2023 and invoiced in January is therefore taxed at the old rate.

### Advance payments received in 2023

If you received an advance payment in December for a supply that takes place in 2024, you taxed it at the old rate. When issuing the final tax document:

1. Calculate VAT on the whole supply at the new rate.
2. Deduct the VAT already declared on the advance.
3. Declare the difference in the period in which the supply took place.

## What to focus on in practice

- update the rate tables in your ERP and point-of-sale systems,
- check price lists quoting prices including VAT,
- make sure your VAT control statement splits supplies correctly by rate,
- for mixed supplies, such as service bundles, have the predominant character assessed.

Guidance on the transition is published by the [Czech Financial Administration](https://www.financnisprava.cz/). We are happy to help classify specific goods as part of our [VAT and control statements](app://service/102) service. The wider context is summarised in our article on the [consolidation package 2024](app://blog/1).`,
      tags: ['VAT', 'rates', 'invoicing'],
    },
  },
  {
    id: 3,
    updated_at: '2024-02-20T08:00:00+01:00',
    category_id: 4,
    author_id: 23,
    image: '/media/blog/dpp-reporting-2024.svg',
    published_at: '2024-02-20T08:00:00+01:00',
    cs: {
      slug: 'dohody-o-provedeni-prace-nove-hlaseni-od-cervence-2024',
      title: 'Dohody o provedení práce: nové hlášení od července 2024',
      perex: 'Od 1. července 2024 musí zaměstnavatelé hlásit správě sociálního zabezpečení každou DPP, i když z ní neplynou odvody. Vysvětlujeme, co to obnáší a jak se připravit.',
      body: `Dohody o provedení práce (DPP) byly dlouho nejjednodušším způsobem, jak zaměstnat brigádníka. Rok 2024 ale přináší dvě vlny změn: od ledna nová práva pro lidi na dohodu a od **1. července 2024** povinnost hlásit všechny dohody České správě sociálního zabezpečení (ČSSZ).

## Co se mění od července

- zaměstnavatel přihlásí **každého** pracovníka na DPP, bez ohledu na výši odměny,
- za každý kalendářní měsíc podá nový **přehled o příjmech z DPP**, a to elektronicky,
- ČSSZ tak získá úplný obraz o tom, kolik dohod a u kolika zaměstnavatelů člověk má.

### Kdy se z dohody platí pojistné

| Situace | Odvody na sociální a zdravotní pojištění |
|---|---|
| Odměna u jednoho zaměstnavatele do 10 499 Kč měsíčně | ne |
| Odměna u jednoho zaměstnavatele od 10 500 Kč měsíčně | ano |
| Více dohod u různých zaměstnavatelů bez podepsaného prohlášení | posuzuje se součet, pokud přesáhne hranici |

Hranice odpovídá čtvrtině průměrné mzdy a bude se každý rok měnit. Pracovník může u jednoho zaměstnavatele podepsat **prohlášení**, že u něj chce hranici uplatňovat; ostatní dohody se pak posuzují samostatně.

## Nová práva lidí na dohodu

Už od ledna mají pracovníci na DPP nárok na dovolenou, pokud dohoda trvá alespoň čtyři týdny a odpracují v ní minimálně 80 hodin. Zaměstnavatel jim také musí rozvrhnout pracovní dobu písemně nejméně tři dny předem a na požádání zdůvodnit výpověď.

## Jak se připravit

1. Sepište si všechny aktivní dohody včetně těch s nízkou odměnou.
2. Ověřte, že mzdový software umí nový měsíční přehled vytvořit.
3. Připravte formulář prohlášení pro nové i stávající pracovníky.
4. Nastavte si interní termín – přehled se podává do 20. dne následujícího měsíce.

> Nejčastější chybou bývá zapomenutá dohoda se studentem, který pomáhá jen pár hodin měsíčně. I ta se od července hlásí.

Podrobný výklad zveřejňuje [Česká správa sociálního zabezpečení](https://www.cssz.cz/). Pokud vám zpracováváme mzdy, nové hlášení za vás připravíme – více o službách týmu [Mzdy a HR](app://service-group/22) vám řekne [Ing. Martin Sedláček](app://person/16).`,
      tags: ['DPP', 'mzdy', 'ČSSZ'],
    },
  },
  {
    id: 4,
    updated_at: '2024-03-11T13:25:00+01:00',
    category_id: 1,
    author_id: 11,
    image: null,
    published_at: '2024-03-05T08:00:00+01:00',
    cs: {
      slug: 'terminy-danovych-priznani-za-rok-2023',
      title: 'Termíny daňových přiznání za rok 2023',
      perex: 'Letos se řádný termín posouvá na úterý 2. dubna. Připomínáme všechny lhůty pro papírové i elektronické podání a pro přiznání zpracované daňovým poradcem.',
      body: `Jaro je pro daňové poplatníky tradičně hektické. Letos navíc připadá 1. duben na Velikonoční pondělí, a proto se **řádný termín posouvá na úterý 2. dubna 2024**.

## Přehled lhůt

| Způsob podání | Lhůta pro podání i zaplacení daně |
|---|---|
| Listinné přiznání | 2. dubna 2024 |
| Elektronické přiznání (datová schránka, EPO) | 2. května 2024 |
| Přiznání zpracované a podané daňovým poradcem | 1. července 2024 |

Stejné lhůty platí pro daň z příjmů fyzických osob i pro právnické osoby, jejichž zdaňovacím obdobím je kalendářní rok.

## Kdo musí podat elektronicky

Pokud máte zpřístupněnou **datovou schránku**, musíte přiznání podat elektronicky. Týká se to všech právnických osob a také podnikatelů a dalších fyzických osob, které si schránku zřídily. Podání na papíře by v takovém případě bylo neplatné a hrozí za ně pokuta.

## Prodloužení lhůty s daňovým poradcem

Chcete-li využít lhůtu do 1. července, musí být plná moc daňovému poradci uplatněna u finančního úřadu **nejpozději do 2. dubna**. Pozdě podanou plnou moc už lhůtu neprodlouží.

- plnou moc připravíme a podáme za vás,
- přiznání zkontrolujeme včetně příloh a daňových odpisů,
- spočítáme zálohy na další období.

## Přehledy pro pojišťovny

Podnikatelé podávají do jednoho měsíce po lhůtě pro přiznání také přehledy pro okresní správu sociálního zabezpečení a zdravotní pojišťovnu. Pokud přiznání podáváte přes poradce, posouvá se i tato lhůta.

Formuláře a pokyny najdete na portálu [Finanční správy](https://www.financnisprava.cz/). Zpracování přiznání nabízíme v rámci služby [daňová přiznání](app://service/101) – stačí nás [kontaktovat](app://route/contacts).`,
      tags: ['přiznání', 'termíny', 'daň z příjmů'],
    },
    en: {
      slug: 'tax-return-deadlines-for-2023',
      title: 'Tax return deadlines for 2023',
      perex: 'This year the regular deadline moves to Tuesday 2 April. Here are all the deadlines for paper and electronic filing and for returns prepared by a tax advisor.',
      body: `Spring is always a busy season for taxpayers. This year 1 April falls on Easter Monday, so **the regular deadline moves to Tuesday 2 April 2024**.

## Deadlines at a glance

| Filing method | Deadline for filing and paying the tax |
|---|---|
| Paper return | 2 April 2024 |
| Electronic return (data box, EPO portal) | 2 May 2024 |
| Return prepared and filed by a tax advisor | 1 July 2024 |

The same deadlines apply to personal income tax and to companies whose tax period is the calendar year.

## Who must file electronically

If you have an activated **data box**, you must file your return electronically. This applies to all legal entities and to entrepreneurs and other individuals who have set up a data box. A paper filing would be invalid in that case and may be fined.

## Extending the deadline with a tax advisor

To use the 1 July deadline, the power of attorney for your tax advisor must be lodged with the tax office **no later than 2 April**. A power of attorney filed late does not extend the deadline.

- we prepare and file the power of attorney for you,
- we review the return including its annexes and tax depreciation,
- we calculate advance payments for the next period.

## Statements for the insurance offices

Within one month after the return deadline, entrepreneurs also file annual statements with the social security administration and their health insurer. If your return is filed by an advisor, this deadline moves as well.

Forms and instructions are available on the portal of the [Czech Financial Administration](https://www.financnisprava.cz/). We prepare returns as part of our [tax return service](app://service/101) – just [get in touch](app://route/contacts).`,
      tags: ['tax return', 'deadlines', 'income tax'],
    },
  },
  {
    id: 5,
    updated_at: '2024-04-16T08:00:00+02:00',
    category_id: 5,
    author_id: 20,
    image: '/media/blog/whistleblower-protection-act.svg',
    published_at: '2024-04-16T08:00:00+02:00',
    cs: {
      slug: 'zakon-o-ochrane-oznamovatelu-v-praxi',
      title: 'Zákon o ochraně oznamovatelů v praxi',
      perex: 'Firmy s více než 49 zaměstnanci musí mít od prosince 2023 vnitřní oznamovací systém. Po několika měsících praxe shrnujeme, co funguje a kde firmy chybují.',
      body: `Zákon č. 171/2023 Sb., o ochraně oznamovatelů, je účinný od 1. srpna 2023. Zaměstnavatelé s 50 až 249 zaměstnanci měli na zavedení **vnitřního oznamovacího systému** čas do 15. prosince 2023. Za první měsíce jsme pomáhali systém nastavit desítkám klientů a vidíme, kde se nejčastěji chybuje.

## Koho se povinnost týká

- zaměstnavatelů s alespoň 50 zaměstnanci,
- veřejných zadavatelů bez ohledu na počet zaměstnanců (s výjimkou nejmenších obcí),
- vybraných subjektů z finančního sektoru, a to vždy.

## Lhůty, které zákon stanoví

| Krok | Lhůta |
|---|---|
| Potvrzení přijetí oznámení | do 7 dnů |
| Posouzení důvodnosti a vyrozumění oznamovatele | do 30 dnů |
| Prodloužení ve složitých případech | až 2× o 30 dnů |

## Nejčastější chyby

1. **Příslušná osoba bez nezávislosti.** Oznámení nesmí prošetřovat ten, koho se může týkat – typicky přímý nadřízený nebo jednatel.
2. **Nejasné informace pro zaměstnance.** Způsob podání oznámení musí být zveřejněn srozumitelně, včetně odkazu na externí kanál Ministerstva spravedlnosti.
3. **Chybějící evidence.** Zákon vyžaduje vést evidenci oznámení a uchovávat je pět let.
4. **Záměna s běžnou stížností.** Ne každá stížnost na pracovní podmínky je oznámením podle zákona, ale posoudit to musí příslušná osoba.

> Dobře nastavený oznamovací systém není jen splněná povinnost. Je to nejlevnější způsob, jak se o problému dozvědět dřív, než přeroste v kauzu.

## Sankce

Za nezavedení vnitřního oznamovacího systému hrozí pokuta až **1 000 000 Kč**. Ještě vyšší riziko ale představuje odvetné opatření vůči oznamovateli – například výpověď nebo přeřazení –, které zákon výslovně zakazuje.

Aktuální informace a formulář externího oznámení najdete na [webu Ministerstva spravedlnosti](https://oznamovatel.justice.cz/). S nastavením systému nebo s rolí externí příslušné osoby vám pomůže náš tým [ESG a compliance](app://service-group/28); na prošetřování podezření se specializuje [forenzní audit](app://service-group/26).`,
      tags: ['whistleblowing', 'compliance', 'zaměstnavatelé'],
    },
    en: {
      slug: 'whistleblower-protection-act-in-practice',
      title: 'The Whistleblower Protection Act in practice',
      perex: 'Since December 2023, companies with more than 49 employees must run an internal reporting system. After a few months of practice, we summarise what works and where companies go wrong.',
      body: `Act No. 171/2023 Coll., on the protection of whistleblowers, has been in force since 1 August 2023. Employers with 50 to 249 employees had until 15 December 2023 to introduce an **internal reporting system**. In the first months we helped dozens of clients set one up, and we see the same mistakes again and again.

## Who is covered

- employers with at least 50 employees,
- public contracting authorities regardless of headcount (except the smallest municipalities),
- selected financial-sector entities, always.

## Deadlines set by the act

| Step | Deadline |
|---|---|
| Acknowledging receipt of a report | within 7 days |
| Assessing the report and informing the whistleblower | within 30 days |
| Extension in complex cases | up to twice by 30 days |

## The most common mistakes

1. **A designated person who is not independent.** A report must not be investigated by someone it may concern – typically a direct manager or the managing director.
2. **Unclear information for employees.** The way to submit a report must be published clearly, including a reference to the external channel of the Ministry of Justice.
3. **No records.** The act requires a register of reports, kept for five years.
4. **Confusing reports with ordinary complaints.** Not every complaint about working conditions is a report under the act, but the designated person has to assess it.

> A well-designed reporting system is more than a box ticked. It is the cheapest way to learn about a problem before it turns into a scandal.

## Penalties

Failing to set up an internal reporting system can be fined up to **CZK 1,000,000**. An even greater risk is retaliation against a whistleblower – such as dismissal or reassignment – which the act expressly prohibits.

Current information and the external reporting form are on the [Ministry of Justice website](https://oznamovatel.justice.cz/). Our [ESG and compliance](app://service-group/28) team can help you set up the system or act as an external designated person; [forensic audit](app://service-group/26) specialises in investigating suspicions.`,
      tags: ['whistleblowing', 'compliance', 'employers'],
    },
  },
  {
    id: 6,
    updated_at: '2024-05-21T08:00:00+02:00',
    category_id: 3,
    author_id: 14,
    image: '/media/blog/statutory-audit-thresholds.svg',
    published_at: '2024-05-21T08:00:00+02:00',
    cs: {
      slug: 'kdy-musi-mit-firma-povinny-audit',
      title: 'Kdy musí mít firma povinný audit účetní závěrky',
      perex: 'Povinnost auditu nevzniká jen velkým korporacím. Rozhodují tři kritéria, dvě po sobě jdoucí období a také právní forma společnosti.',
      body: `Každé jaro nám volají jednatelé, kteří zjistili, že jejich firma „přerostla“ do povinného auditu, a účetní závěrka přitom už je hotová. Aby vás to nezaskočilo, shrnujeme pravidla podle **§ 20 zákona o účetnictví**.

## Tři kritéria

| Kritérium | Hranice |
|---|---|
| Aktiva celkem | více než 40 000 000 Kč |
| Roční úhrn čistého obratu | více než 80 000 000 Kč |
| Průměrný přepočtený počet zaměstnanců | více než 50 |

![Schéma rozhodování o povinnosti auditu podle tří kritérií](/media/blog/audit-thresholds-decision-tree.svg)

## Jak kritéria číst

- **Akciová společnost** má povinný audit, pokud k rozvahovému dni překročí alespoň *jedno* kritérium.
- **Společnost s ručením omezeným** a ostatní obchodní korporace mají audit povinný, pokud překročí alespoň *dvě* kritéria.
- Kritéria se posuzují za účetní období, za které se závěrka ověřuje, **a za období bezprostředně předcházející**.
- Střední a velké účetní jednotky a subjekty veřejného zájmu mají audit povinný vždy.

## Příklad z praxe

Výrobní s.r.o. měla v roce 2022 obrat 85 milionů korun, 60 zaměstnanců a aktiva 35 milionů. Překročila tedy dvě kritéria. V roce 2023 měla obrat 90 milionů a 58 zaměstnanců. Protože kritéria překročila v obou obdobích, **závěrka za rok 2023 podléhá povinnému auditu**.

## Co z povinnosti plyne

1. Auditora musí jmenovat nejvyšší orgán společnosti, tedy valná hromada.
2. Ověřenou závěrku je třeba zveřejnit ve sbírce listin spolu s výrokem auditora.
3. Lhůta pro podání daňového přiznání se prodlužuje do 1. července.

> Audit domluvený až v březnu znamená, že auditor nemohl být u inventury. Ozvěte se proto ideálně ještě před koncem účetního období.

Pokud si nejste jisti, zda se vás povinnost týká, rádi to s vámi projdeme. Více o naší práci najdete v sekci [Audit](app://service-group/18) a na profilu [Ing. Markéty Holubové](app://person/2), která audit v Korvině vede.`,
      tags: ['audit', 'účetní závěrka', 'kritéria'],
    },
    en: {
      slug: 'when-does-a-company-need-a-statutory-audit',
      title: 'When does a company need a statutory audit?',
      perex: 'A statutory audit is not only for large corporations. Three criteria, two consecutive periods and the legal form of the company decide.',
      body: `Every spring we get calls from managing directors who have found out that their company has "grown into" a mandatory audit – after the financial statements were already finished. To avoid that surprise, here are the rules of **Section 20 of the Czech Accounting Act**.

## Three criteria

| Criterion | Threshold |
|---|---|
| Total assets | more than CZK 40,000,000 |
| Annual net turnover | more than CZK 80,000,000 |
| Average number of employees | more than 50 |

![Decision tree for the statutory audit obligation based on three criteria](/media/blog/audit-thresholds-decision-tree.svg)

## How to read the criteria

- A **joint-stock company** must be audited if it exceeds at least *one* criterion at the balance sheet date.
- A **limited liability company** and other business corporations must be audited if they exceed at least *two* criteria.
- The criteria are tested for the period being audited **and for the immediately preceding period**.
- Medium-sized and large entities and public-interest entities are always subject to audit.

## An example

A manufacturing s.r.o. had a turnover of CZK 85 million, 60 employees and assets of CZK 35 million in 2022, so it exceeded two criteria. In 2023 it had a turnover of CZK 90 million and 58 employees. As it exceeded the criteria in both periods, **its 2023 financial statements are subject to a statutory audit**.

## What follows from the obligation

1. The auditor must be appointed by the company's supreme body, i.e. the general meeting.
2. The audited statements must be published in the Collection of Documents together with the auditor's opinion.
3. The deadline for the income tax return is extended to 1 July.

> An audit agreed only in March means the auditor could not attend the stock count. Get in touch ideally before the end of the financial year.

If you are not sure whether the obligation applies to you, we will gladly go through it with you. Read more about our work in the [Audit](app://service-group/18) section and on the profile of [Markéta Holubová](app://person/2), who leads audit at Korvina.`,
      tags: ['audit', 'financial statements', 'thresholds'],
    },
  },
  {
    id: 7,
    updated_at: '2024-06-18T08:00:00+02:00',
    category_id: 5,
    author_id: 12,
    image: '/media/blog/small-scale-public-contracts.svg',
    published_at: '2024-06-18T08:00:00+02:00',
    cs: {
      slug: 'verejne-zakazky-maleho-rozsahu-limity-a-chyby',
      title: 'Veřejné zakázky malého rozsahu: limity a nejčastější chyby',
      perex: 'Zakázky malého rozsahu zadavatel nemusí soutěžit podle formálních pravidel zákona. Zásady transparentnosti a rovného zacházení ale platí i pro ně.',
      body: `Zakázky malého rozsahu tvoří většinu nákupů obcí, krajů i jejich příspěvkových organizací. Zákon č. 134/2016 Sb., o zadávání veřejných zakázek, je z povinnosti zadávat je v zadávacím řízení vyjímá – **neznamená to ale, že se na ně nevztahují žádná pravidla**.

## Finanční limity

| Druh zakázky | Zakázka malého rozsahu (bez DPH) |
|---|---|
| Dodávky | do 2 000 000 Kč |
| Služby | do 2 000 000 Kč |
| Stavební práce | do 6 000 000 Kč |

Nad těmito hranicemi jde o podlimitní, případně nadlimitní zakázku a zadavatel musí postupovat v některém ze zákonných řízení.

## Zásady, které platí vždy

Podle § 6 zákona musí zadavatel i u zakázky malého rozsahu dodržet zásady **transparentnosti, přiměřenosti, rovného zacházení a zákazu diskriminace**. Poskytovatelé dotací navíc často předepisují vlastní pravidla, například povinnost oslovit alespoň tři dodavatele.

## Nejčastější chyby

1. **Dělení předmětu zakázky.** Rozdělit jeden úkol na několik menších zakázek, aby se vešly pod limit, je nepřípustné. Hodnota se posuzuje souhrnně za plnění stejného druhu.
2. **Chybějící dokumentace.** I u jednoduchého poptávkového řízení by měl zůstat záznam o tom, koho zadavatel oslovil a proč vybral konkrétní nabídku.
3. **Nejasná hodnoticí kritéria.** Kritéria je třeba stanovit předem a hodnotit podle nich, ne podle dojmu.
4. **Zapomenutý registr smluv.** Smlouvy nad 50 000 Kč bez DPH musí většina veřejných subjektů zveřejnit v registru smluv, jinak nenabudou účinnosti.

> Auditoři dotačních projektů se na zakázky malého rozsahu dívají stejně pečlivě jako na velké tendry. Krácení dotace kvůli chybě v poptávce za pár set tisíc není výjimkou.

Metodiku k zákonu zveřejňuje [Portál o veřejných zakázkách](https://portal-vz.cz/). Pomoc s přípravou zadávací dokumentace nebo kontrolou již proběhlých zakázek nabízí náš tým [Veřejné zakázky](app://service-group/27).`,
      tags: ['veřejné zakázky', 'dotace', 'obce'],
    },
    en: {
      slug: 'small-scale-public-contracts-thresholds-and-mistakes',
      title: 'Small-scale public contracts: thresholds and common mistakes',
      perex: 'Contracting authorities do not have to tender small-scale contracts under the formal rules of the act. The principles of transparency and equal treatment still apply.',
      body: `Small-scale contracts make up most of the purchases of municipalities, regions and their organisations. Act No. 134/2016 Coll., on public procurement, exempts them from formal award procedures – **but that does not mean no rules apply**.

## Financial thresholds

| Type of contract | Small-scale contract (excl. VAT) |
|---|---|
| Supplies | up to CZK 2,000,000 |
| Services | up to CZK 2,000,000 |
| Construction works | up to CZK 6,000,000 |

Above these thresholds a contract is below-threshold or above-threshold, and the authority must use one of the statutory procedures.

## Principles that always apply

Under Section 6 of the act, even for a small-scale contract the authority must respect the principles of **transparency, proportionality, equal treatment and non-discrimination**. Grant providers also often impose their own rules, such as an obligation to approach at least three suppliers.

## The most common mistakes

1. **Splitting the contract.** Dividing one task into several smaller contracts to stay below the threshold is not allowed. The value is assessed jointly for supplies of the same kind.
2. **Missing documentation.** Even a simple request for quotations should leave a record of who was approached and why a particular bid was chosen.
3. **Vague evaluation criteria.** Criteria must be set in advance and bids evaluated against them, not by impression.
4. **Forgetting the register of contracts.** Most public entities must publish contracts above CZK 50,000 excl. VAT in the register of contracts, otherwise they do not take effect.

> Auditors of grant-funded projects look at small-scale contracts as closely as at large tenders. A grant cut because of a flaw in a request for quotations worth a few hundred thousand crowns is no exception.

Guidance on the act is published on the [Public Procurement Portal](https://portal-vz.cz/). Our [Public procurement](app://service-group/27) team helps with tender documentation and reviews of completed contracts.`,
      tags: ['public procurement', 'grants', 'municipalities'],
    },
  },
  {
    id: 8,
    updated_at: '2024-07-28T13:25:00+02:00',
    category_id: 4,
    author_id: 6,
    image: '/media/blog/employee-benefits-cap.svg',
    published_at: '2024-07-23T08:00:00+02:00',
    cs: {
      slug: 'zamestnanecke-benefity-po-konsolidacnim-balicku',
      title: 'Zaměstnanecké benefity po konsolidačním balíčku',
      perex: 'Benefity na volný čas, zdraví a kulturu jsou od roku 2024 osvobozené jen do poloviny průměrné mzdy za rok. Jak limit hlídat a které benefity do něj nespadají?',
      body: `Benefitní kafeterie patřily k nejoblíbenějším nástrojům, jak zaměstnancům přilepšit bez zdanění. Konsolidační balíček jim nastavil strop: **nepeněžní plnění na volný čas, zdraví, kulturu, sport a podobné účely je od roku 2024 osvobozené jen do výše poloviny průměrné mzdy, tedy 21 983 Kč za rok 2024**.

## Co limit znamená v praxi

- limit se posuzuje **za každého zaměstnance a kalendářní rok** u jednoho zaměstnavatele,
- částka nad limitem je zdanitelným příjmem a podléhá i pojistnému,
- z pohledu zaměstnavatele zůstávají benefity daňově neuznatelným nákladem, pokud je neposkytuje na základě kolektivní či pracovní smlouvy nebo vnitřního předpisu.

## Co do limitu nepatří

1. Příspěvek na stravování a stravenkový paušál (mají vlastní limity).
2. Nápoje poskytované k spotřebě na pracovišti.
3. Vzdělávání, které souvisí s činností zaměstnavatele.
4. Příspěvky na penzijní a životní pojištění do 50 000 Kč ročně.
5. Používání rekreačních a sportovních zařízení zaměstnavatele samotných – tady záleží na konkrétní podobě, vyplatí se to posoudit.

## Jak limit hlídat

Nejčastěji vidíme, že mzdová účetní se o čerpání kafeterie dozví až z faktury poskytovatele, a to po skončení měsíce. Doporučujeme:

- propojit benefitní platformu se mzdovým systémem nebo si nechat měsíčně posílat čerpání po zaměstnancích,
- upravit vnitřní směrnici tak, aby body nad limit nebylo možné čerpat, nebo aby se jejich zdanění provedlo automaticky,
- informovat zaměstnance – zdanění bodů na konci roku je nepříjemné překvapení.

> Část firem převedla rozpočet benefitů na vyšší příspěvek na penzijní spoření, který do nového limitu nespadá. Pro zaměstnance s delším horizontem to bývá výhodnější.

Limit se každý rok mění spolu s průměrnou mzdou. S úpravou benefitní politiky vám pomůže tým [Mzdy a HR](app://service-group/22), daňové dopady posoudí naši [daňoví poradci](app://service-group/12).`,
      tags: ['benefity', 'mzdy', 'daně'],
    },
    en: {
      slug: 'employee-benefits-after-the-consolidation-package',
      title: 'Employee benefits after the consolidation package',
      perex: 'Since 2024, benefits for leisure, health and culture are tax-free only up to half the average wage a year. How to track the cap and which benefits fall outside it?',
      body: `Cafeteria-style benefit plans were one of the most popular ways to reward employees without tax. The consolidation package capped them: **non-monetary benefits for leisure, health, culture, sport and similar purposes are tax-free from 2024 only up to half the average wage, i.e. CZK 21,983 for 2024**.

## What the cap means in practice

- the cap applies **per employee and calendar year** with one employer,
- the amount above the cap is taxable income and is also subject to social and health insurance,
- for the employer, benefits remain non-deductible unless provided under a collective or employment contract or an internal policy.

## What does not count towards the cap

1. Meal contributions and the meal allowance (they have their own limits).
2. Drinks provided for consumption at the workplace.
3. Training related to the employer's business.
4. Contributions to pension and life insurance up to CZK 50,000 a year.
5. Use of the employer's own recreational and sports facilities – this depends on the specific arrangement and is worth checking.

## How to track the cap

We often see payroll learning about cafeteria spending only from the provider's invoice after the month has ended. We recommend:

- connecting the benefit platform to payroll, or receiving monthly spending per employee,
- adjusting the internal policy so that points above the cap cannot be spent, or are taxed automatically,
- telling employees – taxing points at year-end is an unpleasant surprise.

> Some companies moved part of their benefit budget to a higher pension contribution, which is outside the new cap. For employees with a longer horizon this is often the better deal.

The cap changes every year with the average wage. Our [Payroll and HR](app://service-group/22) team can help adjust your benefit policy, and our [tax advisors](app://service-group/12) will assess the tax impact.`,
      tags: ['benefits', 'payroll', 'tax'],
    },
  },
  {
    id: 9,
    updated_at: '2024-09-10T08:00:00+02:00',
    category_id: 5,
    author_id: 19,
    image: '/media/blog/csrd-first-wave.svg',
    published_at: '2024-09-10T08:00:00+02:00',
    cs: {
      slug: 'csrd-prvni-vlna-reportingu-udrzitelnosti',
      title: 'CSRD: první vlna reportingu udržitelnosti je tady',
      perex: 'Největší firmy sbírají data pro první zprávu podle evropských standardů ESRS už za rok 2024. Co to znamená pro ně i pro jejich dodavatele?',
      body: `Směrnice o podávání zpráv o udržitelnosti podniků (**CSRD**) mění nefinanční reporting z dobrovolného doplňku na součást výroční zprávy, kterou ověřuje auditor. První firmy sbírají data už letos.

## Kdo a kdy reportuje

| Vlna | Kdo | Data za rok | Zpráva v roce |
|---|---|---|---|
| 1 | velké subjekty veřejného zájmu s více než 500 zaměstnanci | 2024 | 2025 |
| 2 | ostatní velké podniky | 2025 | 2026 |
| 3 | malé a střední kotované podniky | 2026 | 2027 |
| 4 | skupiny ze zemí mimo EU s velkým obratem v EU | 2028 | 2029 |

Za velký podnik se považuje ten, kdo splní dvě ze tří kritérií: více než 250 zaměstnanců, čistý obrat nad 50 milionů eur, aktiva nad 25 milionů eur.

![Časová osa nástupu povinností podle CSRD](/media/blog/csrd-timeline.svg)

## Dvojí významnost

Základem zprávy je **analýza dvojí významnosti**. Firma posuzuje, jak ona sama ovlivňuje lidi a životní prostředí (dopadová významnost), a zároveň jak témata udržitelnosti ovlivňují její finanční výsledky (finanční významnost). Reportuje se jen o tom, co vyjde jako významné.

### Co si připravit

1. Mapu hodnotového řetězce – dodavatele, odběratele, klíčové vstupy.
2. Seznam dopadů, rizik a příležitostí s odůvodněním jejich významnosti.
3. Datové zdroje pro emise skleníkových plynů v rozsahu 1 a 2, ideálně i 3.
4. Odpovědnosti a kontroly nad daty – auditor bude ověřovat i proces.

## Týká se to i menších firem

I když malá firma povinnost reportovat nemá, její **velcí odběratelé budou potřebovat data**, zejména o emisích a pracovních podmínkách. Dotazníky od zákazníků už dnes dostává řada našich klientů z výroby a logistiky.

> Česká transpozice směrnice se zatím projednává. Na termínech pro první vlnu to ale nic nemění – data za rok 2024 je potřeba sbírat už teď.

Text směrnice najdete v [databázi EUR-Lex](https://eur-lex.europa.eu/eli/dir/2022/2464/oj). S analýzou dvojí významnosti i s přípravou na ověření vám pomůže náš tým [ESG a compliance](app://service-group/28).`,
      tags: ['CSRD', 'ESG', 'reporting'],
    },
    en: {
      slug: 'csrd-the-first-wave-of-sustainability-reporting',
      title: 'CSRD: the first wave of sustainability reporting is here',
      perex: 'The largest companies are already collecting 2024 data for their first report under the European ESRS standards. What does it mean for them and their suppliers?',
      body: `The Corporate Sustainability Reporting Directive (**CSRD**) turns non-financial reporting from a voluntary extra into part of the annual report, checked by an auditor. The first companies are collecting data this year.

## Who reports and when

| Wave | Who | Data for year | Report in |
|---|---|---|---|
| 1 | large public-interest entities with more than 500 employees | 2024 | 2025 |
| 2 | other large undertakings | 2025 | 2026 |
| 3 | listed small and medium-sized undertakings | 2026 | 2027 |
| 4 | non-EU groups with large EU turnover | 2028 | 2029 |

A large undertaking meets two of three criteria: more than 250 employees, net turnover above EUR 50 million, total assets above EUR 25 million.

![Timeline of CSRD obligations](/media/blog/csrd-timeline.svg)

## Double materiality

The report is built on a **double materiality assessment**. A company assesses how it affects people and the environment (impact materiality) and how sustainability matters affect its financial performance (financial materiality). Only what turns out to be material is reported.

### What to prepare

1. A map of the value chain – suppliers, customers, key inputs.
2. A list of impacts, risks and opportunities with the reasoning behind their materiality.
3. Data sources for scope 1 and 2 greenhouse gas emissions, ideally scope 3 as well.
4. Responsibilities and controls over the data – the auditor will look at the process too.

## Smaller companies are affected as well

Even if a small company has no reporting obligation, **its large customers will need its data**, especially on emissions and working conditions. Many of our manufacturing and logistics clients already receive questionnaires from customers.

> The Czech transposition of the directive is still being debated. That does not change the timing for the first wave – 2024 data has to be collected now.

The text of the directive is available on [EUR-Lex](https://eur-lex.europa.eu/eli/dir/2022/2464/oj). Our [ESG and compliance](app://service-group/28) team can help with the double materiality assessment and with preparing for assurance.`,
      tags: ['CSRD', 'ESG', 'reporting'],
    },
  },
  {
    id: 10,
    updated_at: '2024-10-15T08:00:00+02:00',
    category_id: 6,
    author_id: 8,
    image: '/media/blog/meridian-global-conference-lisbon.jpg',
    published_at: '2024-10-15T08:00:00+02:00',
    cs: {
      slug: 'z-konference-meridian-global-v-lisabonu',
      title: 'Z výroční konference sítě Meridian Global v Lisabonu',
      perex: 'Tři dny, více než osm set kolegů ze sta padesáti zemí a jedno společné téma: jak zůstat klientům blízko, když se pravidla mění každý rok.',
      body: `Korvina je už od roku 2011 součástí mezinárodní sítě **Meridian Global**, která dnes sdružuje 530 kanceláří ve 150 zemích. Letošní výroční konference se konala v Lisabonu a za Korvinu se jí zúčastnilo šest kolegů z Prahy i Brna.

![Společná fotografie delegace Korviny na konferenci v Lisabonu](/media/blog/meridian-lisbon-delegation.jpg)

## O čem se mluvilo

- **Globální minimální daň.** Kolegové z Irska a Nizozemska sdíleli první zkušenosti s výpočty dorovnávací daně pro nadnárodní skupiny.
- **Reporting udržitelnosti.** Skandinávské firmy popsaly, jak zvládly první analýzu dvojí významnosti, a co by příště udělaly jinak.
- **Umělá inteligence v auditu.** Workshop o tom, kde nástroje na analýzu dat šetří čas a kde naopak nesmí nahradit úsudek auditora.
- **Převodní ceny.** Praktické případy sporů o management fees a o odměnu za distribuci.

## Co si odvážíme

> „Nejcennější nebyly přednášky, ale rozhovory u kávy. Teď víme, komu zavolat, když náš klient otevírá pobočku v Portugalsku nebo v Brazílii,“ říká [Ing. Tomáš Vrba](app://person/1), řídící partner Korviny.

Z konference si odvážíme i konkrétní úkoly:

1. Zapojíme se do pracovní skupiny sítě pro globální minimální daň.
2. Sjednotíme s partnerskými firmami šablonu dokumentace převodních cen.
3. Na jaře uspořádáme výměnný pobyt pro dva kolegy z auditu.

## Proč na síti záleží

Pro naše klienty znamená členství v síti jedno: když expandují do zahraničí, nemusí hledat poradce naslepo. Víme, kdo v které zemi odvede dobrou práci, a koordinujeme projekt z Prahy nebo z Brna. Více o nás najdete na stránce [O nás](app://route/about).`,
      tags: ['Meridian Global', 'konference', 'Korvina'],
    },
    en: {
      slug: 'from-the-meridian-global-annual-conference-in-lisbon',
      title: 'From the Meridian Global annual conference in Lisbon',
      perex: 'Three days, more than eight hundred colleagues from one hundred and fifty countries and one shared theme: how to stay close to clients when the rules change every year.',
      body: `Korvina has been part of the international network **Meridian Global** since 2011; today the network brings together 530 offices in 150 countries. This year's annual conference took place in Lisbon, and six colleagues from Prague and Brno represented Korvina.

![Group photo of the Korvina delegation at the Lisbon conference](/media/blog/meridian-lisbon-delegation.jpg)

## What we talked about

- **Global minimum tax.** Colleagues from Ireland and the Netherlands shared their first experience with top-up tax calculations for multinational groups.
- **Sustainability reporting.** Scandinavian firms described how they handled their first double materiality assessment and what they would do differently next time.
- **Artificial intelligence in audit.** A workshop on where data analytics tools save time and where they must not replace the auditor's judgement.
- **Transfer pricing.** Practical cases of disputes over management fees and distributor remuneration.

## What we take home

> "The most valuable part was not the talks but the conversations over coffee. Now we know whom to call when our client opens a branch in Portugal or Brazil," says [Tomáš Vrba](app://person/1), Korvina's managing partner.

We also take home specific tasks:

1. We will join the network's working group on the global minimum tax.
2. We will align the transfer pricing documentation template with our partner firms.
3. In spring we will organise an exchange stay for two colleagues from audit.

## Why the network matters

For our clients, the membership means one thing: when they expand abroad, they do not have to search for advisors blindly. We know who does good work in which country, and we coordinate the project from Prague or Brno. Find out more about us on the [About us](app://route/about) page.`,
      tags: ['Meridian Global', 'conference', 'Korvina'],
    },
  },
  {
    id: 11,
    updated_at: '2024-11-26T08:00:00+01:00',
    category_id: 2,
    author_id: 4,
    image: '/media/blog/year-end-closing-checklist.jpg',
    published_at: '2024-11-26T08:00:00+01:00',
    cs: {
      slug: 'uzaverka-roku-kontrolni-seznam-pro-ucetni',
      title: 'Roční účetní závěrka: kontrolní seznam pro prosinec a leden',
      perex: 'Dobře připravená závěrka začíná už v listopadu. Sepsali jsme kroky, na které se v prosincovém shonu nejčastěji zapomíná.',
      body: `Roční účetní závěrka není jen „zavřít rok v systému“. Kvalita závěrky ovlivňuje daň, výsledek auditu i to, jak firmu uvidí banka. Tady je náš kontrolní seznam, podle kterého postupujeme u klientů.

## Před koncem roku

1. **Naplánujte inventarizaci.** Určete inventarizační komise, termíny fyzických inventur a způsob zachycení pohybů mezi inventurou a rozvahovým dnem.
2. **Rozešlete konfirmace.** Potvrzení zůstatků pohledávek a závazků od hlavních obchodních partnerů ušetří spory v lednu.
3. **Projděte nedokončené zakázky.** Rozhodněte, které výnosy a náklady patří do letošního roku.
4. **Zkontrolujte majetek.** Vyřaďte nepoužívaný majetek a ověřte, zda nedošlo k technickému zhodnocení.

## Po rozvahovém dni

- přepočtěte zůstatky v cizí měně kurzem ČNB k 31. prosinci,
- zaúčtujte časové rozlišení nákladů a výnosů a dohadné položky,
- posuďte **opravné položky** k pohledávkám po splatnosti a k pomaloobrátkovým zásobám,
- vytvořte **rezervy** – například na nevyčerpanou dovolenou, soudní spory nebo záruky,
- spočítejte splatnou i odloženou daň.

![Kontrolní seznam roční účetní závěrky rozdělený na prosinec a leden](/media/blog/year-end-closing-checklist-steps.svg)

## Novinka: účetnictví ve funkční měně

Od roku 2024 mohou vybrané účetní jednotky vést účetnictví v **eurech, amerických dolarech nebo britských librách**, pokud jde o jejich funkční měnu. Přechod se ale musí oznámit předem a má dopady i na daňový základ. Pokud o něm uvažujete pro rok 2025, je nejvyšší čas to s námi probrat.

## Termíny

| Krok | Obvyklý termín |
|---|---|
| Fyzické inventury | prosinec až první týden ledna |
| Uzavření účetních knih | konec ledna až únor |
| Daňové přiznání bez poradce | 1. dubna |
| Zveřejnění závěrky ve sbírce listin | nejpozději do 12 měsíců od rozvahového dne |

> Závěrka hotová v únoru dává vedení čas na rozhodnutí. Závěrka hotová v červnu už jen splňuje povinnost.

Pokud chcete závěrku zpracovat s námi nebo jen nechat zkontrolovat, podívejte se na služby týmu [Účetnictví](app://service-group/19). Souvislosti s auditem vysvětluje článek [Kdy musí mít firma povinný audit](app://blog/6).`,
      tags: ['účetní závěrka', 'inventarizace', 'rezervy'],
    },
    en: {
      slug: 'year-end-closing-checklist-for-accountants',
      title: 'Year-end closing: a checklist for December and January',
      perex: 'A well-prepared year-end close starts in November. We have listed the steps most often forgotten in the December rush.',
      body: `Closing the financial year is more than "closing the year in the system". The quality of the close affects tax, the audit outcome and how the bank sees the company. Here is the checklist we follow with our clients.

## Before the year ends

1. **Plan the stock count.** Appoint count teams, set dates for physical counts and decide how to capture movements between the count and the balance sheet date.
2. **Send confirmations.** Balance confirmations of receivables and payables from key business partners save disputes in January.
3. **Review work in progress.** Decide which revenue and costs belong to this year.
4. **Check fixed assets.** Retire unused assets and check for capital improvements.

## After the balance sheet date

- translate foreign-currency balances at the Czech National Bank rate of 31 December,
- book accruals, deferrals and estimated items,
- assess **allowances** for overdue receivables and slow-moving inventory,
- create **provisions** – for example for untaken holiday, litigation or warranties,
- calculate current and deferred tax.

![Year-end closing checklist split into December and January](/media/blog/year-end-closing-checklist-steps.svg)

## New: bookkeeping in a functional currency

Since 2024, selected entities may keep their accounts in **euros, US dollars or pounds sterling** if that is their functional currency. The switch must be notified in advance and affects the tax base as well. If you are considering it for 2025, now is the time to discuss it with us.

## Deadlines

| Step | Usual timing |
|---|---|
| Physical counts | December to the first week of January |
| Closing the books | end of January to February |
| Tax return without an advisor | 1 April |
| Publishing the statements in the Collection of Documents | within 12 months of the balance sheet date |

> Financial statements finished in February give management time to make decisions. Statements finished in June merely meet an obligation.

If you would like to prepare your year-end close with us or just have it reviewed, see the services of our [Accounting](app://service-group/19) team. The link to audit is explained in the article [When does a company need a statutory audit?](app://blog/6)`,
      tags: ['year-end close', 'stock count', 'provisions'],
    },
  },
  {
    id: 12,
    updated_at: '2024-12-14T13:25:00+01:00',
    category_id: 1,
    author_id: 13,
    image: '/media/blog/pausalni-dan-2025.svg',
    published_at: '2024-12-10T08:00:00+01:00',
    cs: {
      slug: 'pausalni-dan-2025-pasma-castky-a-terminy',
      title: 'Paušální daň 2025: pásma, částky a termíny',
      perex: 'Do paušálního režimu pro rok 2025 se můžete přihlásit do 10. ledna. Přinášíme přehled pásem, měsíčních plateb a podmínek, které musíte splnit.',
      body: `Paušální daň nahrazuje u živnostníků daň z příjmů, sociální i zdravotní pojištění **jednou měsíční platbou**. Nepodáváte daňové přiznání ani přehledy pro pojišťovny. Pro rok 2025 se v ní navíc promítá zvýšení hranice pro registraci k DPH na 2 miliony korun.

## Pásma a měsíční platby pro rok 2025

| Pásmo | Roční příjmy z podnikání | Měsíční platba |
|---|---|---|
| 1. | do 1 000 000 Kč bez ohledu na druh činnosti, do 1 500 000 Kč při alespoň 75 % příjmů s výdajovým paušálem 80 % nebo 60 %, do 2 000 000 Kč při alespoň 75 % příjmů s paušálem 80 % | 8 716 Kč |
| 2. | do 1 500 000 Kč bez ohledu na druh činnosti, do 2 000 000 Kč při alespoň 75 % příjmů s paušálem 80 % nebo 60 % | 16 745 Kč |
| 3. | do 2 000 000 Kč bez ohledu na druh činnosti | 27 139 Kč |

Platba se hradí **do 20. dne** příslušného měsíce. V prvním pásmu zaplatíte oproti roku 2024 více, protože vzrostlo minimální pojistné.

## Kdo se může přihlásit

- osoba samostatně výdělečně činná, jejíž příjmy z podnikání nepřesáhnou 2 miliony korun,
- **neplátce DPH** (výjimkou je registrace jen kvůli službám z jiného členského státu),
- nepodnikáte jako společník veřejné obchodní společnosti ani komplementář,
- nemáte jiné příjmy než ty, které zákon dovoluje – například osvobozené nebo zdaněné srážkovou daní, a ostatní příjmy do 50 000 Kč ročně,
- nejste v insolvenci.

## Termíny

1. **Oznámení o vstupu** do paušálního režimu podejte finančnímu úřadu do 10. ledna 2025.
2. Ve stejném termínu oznamte změnu pásma, pokud v režimu už jste.
3. Pokud chcete z režimu vystoupit, podejte oznámení o vystoupení také do 10. ledna.

> Paušální daň se vyplatí hlavně tam, kde skutečné výdaje jsou nízké a příjmy se drží pod hranicí pásma. Kdo očekává vysoké investice nebo výkyvy příjmů, by si měl variantu nejprve spočítat.

## Na co nezapomenout

Když v průběhu roku přestanete splňovat podmínky – například se stanete plátcem DPH –, z režimu vypadnete a za celý rok podáváte běžné přiznání. Oznámení se podává elektronicky přes [daňový portál Finanční správy](https://www.financnisprava.cz/). Spočítat, zda se vám paušál vyplatí, vám pomůže [Ing. Veronika Krejčí](app://person/13).`,
      tags: ['paušální daň', 'OSVČ', 'živnostníci'],
    },
  },
  {
    id: 13,
    updated_at: '2024-12-17T08:00:00+01:00',
    category_id: 2,
    author_id: 15,
    image: null,
    published_at: '2024-12-17T08:00:00+01:00',
    cs: {
      slug: 'inventarizace-majetku-a-zavazku-krok-za-krokem',
      title: 'Inventarizace majetku a závazků krok za krokem',
      perex: 'Bez řádné inventarizace není účetnictví průkazné. Připomínáme, co musí obsahovat inventurní soupis a jak naložit s inventarizačními rozdíly.',
      body: `Inventarizace je jediný způsob, jak prokázat, že účetnictví odpovídá skutečnosti. Zákon o účetnictví ji v § 29 a § 30 ukládá **ke každému rozvahovému dni** a její vady patří mezi nejčastější zjištění auditorů i finančních úřadů.

## Fyzická a dokladová inventura

- **Fyzická inventura** se provádí u hmotného majetku, zásob a pokladní hotovosti. Majetek se skutečně přepočítá, převáží nebo přeměří.
- **Dokladová inventura** se použije tam, kde fyzická není možná – u pohledávek, závazků, rezerv nebo bankovních účtů. Zůstatek se doloží doklady, například výpisem nebo konfirmací.

U zásob lze využít také **průběžnou inventarizaci** během roku, pokud účetní jednotka vede skladovou evidenci průkazně a množství ověří alespoň jednou za účetní období.

## Co musí obsahovat inventurní soupis

1. Jednoznačné označení inventarizovaného majetku nebo závazku.
2. Podpisový záznam osoby odpovědné za zjištění skutečného stavu i osoby odpovědné za provedení inventarizace.
3. Způsob zjišťování skutečného stavu.
4. Ocenění majetku a závazku k okamžiku ukončení inventury.
5. Okamžik zahájení a ukončení inventury.

## Inventarizační rozdíly

Manko nebo přebytek se zaúčtuje do účetního období, za které se inventarizace provádí. U manka je dobré rovnou posoudit, zda jde o **škodu**, kterou lze vymáhat, nebo o přirozený úbytek v mezích norem. Od toho se odvíjí i daňová uznatelnost.

> Častou chybou je inventura provedená „od stolu“ přepisem skladové evidence. Takový soupis neprokazuje skutečný stav a při kontrole neobstojí.

## Sankce

Za nesprávně provedenou inventarizaci hrozí pokuta až **3 % hodnoty aktiv** účetní jednotky. Mnohem citelnější ale bývá neprůkazné účetnictví, kvůli kterému může finanční úřad stanovit daň podle pomůcek.

Pomoc s organizací inventur i kontrolu soupisů nabízí náš tým [Účetnictví](app://service-group/19). Navazující kroky roční závěrky shrnuje článek [Roční účetní závěrka: kontrolní seznam](app://blog/11).`,
      tags: ['inventarizace', 'účetnictví', 'závěrka'],
    },
  },
  {
    id: 14,
    updated_at: '2025-01-14T08:00:00+01:00',
    category_id: 4,
    author_id: 16,
    image: '/media/blog/minimum-wage-2025.svg',
    published_at: '2025-01-14T08:00:00+01:00',
    cs: {
      slug: 'minimalni-mzda-2025-a-konec-zarucene-mzdy',
      title: 'Minimální mzda 2025 a konec zaručené mzdy v soukromém sektoru',
      perex: 'Minimální mzda vzrostla na 20 800 Kč a zaručená mzda se v soukromém sektoru přestala uplatňovat. Co musí zaměstnavatelé upravit ve mzdách a smlouvách?',
      body: `Rok 2025 přinesl do mzdových účtáren dvě zásadní změny. **Minimální mzda vzrostla na 20 800 Kč měsíčně** a soukromí zaměstnavatelé už nemusí dodržovat **zaručenou mzdu** podle skupin prací.

## Vývoj minimální mzdy

| Rok | Měsíční minimální mzda | Hodinová minimální mzda |
|---|---|---|
| 2023 | 17 300 Kč | 103,80 Kč |
| 2024 | 18 900 Kč | 112,50 Kč |
| 2025 | 20 800 Kč | 124,40 Kč |

Nově se výše minimální mzdy odvozuje od průměrné mzdy. Cílem je, aby do roku 2029 dosáhla **47 % průměrné mzdy**, takže s dalším růstem lze počítat.

## Konec zaručené mzdy

Zaručená mzda dosud stanovovala pro osm skupin prací minimální odměnu, která byla u vyšších skupin výrazně nad minimální mzdou. Od roku 2025 platí **jen pro zaměstnance ve veřejných službách a správě**. V soukromém sektoru zůstává jedinou zákonnou spodní hranicí minimální mzda.

> Zrušení zaručené mzdy neznamená, že lze snížit sjednané mzdy. Mzda sjednaná ve smlouvě nebo stanovená vnitřním předpisem platí dál.

## Na co minimální mzda působí

- **minimální vyměřovací základ** pro zdravotní pojištění zaměstnanců,
- nárok na **daňový bonus** na děti, který vyžaduje příjmy alespoň ve výši poloviny minimální mzdy za měsíc,
- výše doplatku u zaměstnanců se zdravotním postižením a u kratších úvazků,
- mzdy sjednané odkazem na minimální mzdu v kolektivních smlouvách.

## Kontrolní kroky pro zaměstnavatele

1. Zkontrolujte, že nikdo nemá základní mzdu pod 20 800 Kč při plném úvazku.
2. U hodinových mezd ověřte sazbu alespoň 124,40 Kč.
3. Projděte vnitřní mzdové předpisy, které odkazují na zaručenou mzdu.
4. Upravte šablony pracovních smluv a mzdových výměrů.

Oficiální informace zveřejňuje [Ministerstvo práce a sociálních věcí](https://www.mpsv.cz/). Mzdy za vás spolehlivě zpracuje tým [Mzdy a HR](app://service-group/22); s dotazy se obracejte na [Ing. Martina Sedláčka](app://person/16).`,
      tags: ['minimální mzda', 'mzdy', '2025'],
    },
    en: {
      slug: 'minimum-wage-2025-and-the-end-of-guaranteed-wages',
      title: 'Minimum wage 2025 and the end of guaranteed wages in the private sector',
      perex: 'The minimum wage rose to CZK 20,800 and guaranteed wages no longer apply in the private sector. What do employers need to adjust in payroll and contracts?',
      body: `2025 brought two major changes to payroll departments. **The minimum wage rose to CZK 20,800 a month**, and private employers no longer have to observe the **guaranteed wage** by work category.

## Minimum wage over time

| Year | Monthly minimum wage | Hourly minimum wage |
|---|---|---|
| 2023 | CZK 17,300 | CZK 103.80 |
| 2024 | CZK 18,900 | CZK 112.50 |
| 2025 | CZK 20,800 | CZK 124.40 |

The minimum wage is now derived from the average wage. The aim is to reach **47% of the average wage** by 2029, so further increases are to be expected.

## The end of the guaranteed wage

The guaranteed wage set minimum pay for eight work categories, well above the minimum wage for the higher ones. From 2025 it applies **only to employees in public services and administration**. In the private sector, the minimum wage remains the only statutory floor.

> Abolishing the guaranteed wage does not mean agreed wages can be cut. Wages agreed in a contract or set by an internal policy continue to apply.

## What the minimum wage affects

- the **minimum assessment base** for employees' health insurance,
- entitlement to the child **tax bonus**, which requires income of at least half the minimum wage per month,
- top-up payments for employees with disabilities and shorter working hours,
- wages set by reference to the minimum wage in collective agreements.

## Checks for employers

1. Make sure nobody working full time has a base wage below CZK 20,800.
2. Check that hourly rates are at least CZK 124.40.
3. Review internal pay policies that refer to the guaranteed wage.
4. Update templates of employment contracts and pay statements.

Official information is published by the [Ministry of Labour and Social Affairs](https://www.mpsv.cz/). Our [Payroll and HR](app://service-group/22) team will process your payroll reliably; for questions contact [Martin Sedláček](app://person/16).`,
      tags: ['minimum wage', 'payroll', '2025'],
    },
  },
  {
    id: 15,
    updated_at: '2025-01-28T08:00:00+01:00',
    category_id: 1,
    author_id: 11,
    image: '/media/blog/vat-registration-threshold-2025.svg',
    published_at: '2025-01-28T08:00:00+01:00',
    cs: {
      slug: 'nova-hranice-pro-registraci-k-dph-2-miliony',
      title: 'Nová hranice pro registraci k DPH: 2 miliony za kalendářní rok',
      perex: 'Od roku 2025 se plátcem DPH stáváte až po překročení obratu 2 miliony korun, a to za kalendářní rok. Vysvětlujeme, jak nová pravidla fungují a kdy se plátcem stanete okamžitě.',
      body: `Novela zákona o DPH účinná od 1. ledna 2025 zdvojnásobila hranici obratu pro povinnou registraci a změnila i způsob, jakým se obrat sleduje. Pro malé firmy a živnostníky jde o největší změnu v DPH za poslední roky.

## Co se změnilo

| Pravidlo | Do konce roku 2024 | Od roku 2025 |
|---|---|---|
| Hranice obratu | 1 000 000 Kč | 2 000 000 Kč |
| Sledované období | 12 po sobě jdoucích měsíců | kalendářní rok |
| Plátcem od | prvního dne druhého měsíce po překročení | 1. ledna následujícího roku |
| Okamžité plátcovství | – | den po překročení obratu 2 536 500 Kč |

## Dvě hranice v praxi

- Pokud během roku překročíte **2 000 000 Kč**, ale zůstanete pod **2 536 500 Kč**, stanete se plátcem od 1. ledna následujícího roku.
- Pokud překročíte i vyšší hranici, stáváte se plátcem **hned následující den** a od té chvíle musíte DPH uplatňovat na všechna další plnění.

![Graf dvou hranic obratu pro registraci k DPH](/media/blog/vat-threshold-two-limits.svg)

## Zrušení registrace

Plátci, jejichž obrat klesl pod novou hranici, mohou požádat o zrušení registrace. Rozhodnutí je ale potřeba dobře zvážit:

1. Při zrušení registrace musíte vrátit část odpočtu u majetku a zásob, které máte v obchodním majetku.
2. Vaši odběratelé – plátci DPH – ztratí možnost odpočtu, což může ovlivnit cenu vašich služeb.
3. Jako neplátce můžete vstoupit do paušálního režimu, pokud splníte ostatní podmínky.

> Obrat se nově sleduje za kalendářní rok. Pro firmy se sezonními tržbami to znamená, že prosincové zakázky mohou rozhodnout o registraci už od ledna.

## Nový režim pro malé podniky v EU

Od roku 2025 mohou malé podniky využít osvobození od DPH i v jiných členských státech, pokud jejich celkový obrat v EU nepřesáhne 100 000 eur. Režim vyžaduje předchozí oznámení a čtvrtletní hlášení.

Podrobnosti najdete na webu [Finanční správy](https://www.financnisprava.cz/). S posouzením, zda se vám registrace nebo zrušení registrace vyplatí, pomůže tým [Daně](app://service-group/12).`,
      tags: ['DPH', 'registrace', 'malé firmy'],
    },
    en: {
      slug: 'new-vat-registration-threshold-2-million',
      title: 'New VAT registration threshold: CZK 2 million per calendar year',
      perex: 'From 2025 you become a VAT payer only after your turnover exceeds CZK 2 million in a calendar year. We explain how the new rules work and when you become a payer immediately.',
      body: `An amendment to the VAT Act effective from 1 January 2025 doubled the turnover threshold for mandatory registration and changed how turnover is tracked. For small companies and sole traders it is the biggest VAT change in years.

## What has changed

| Rule | Until the end of 2024 | From 2025 |
|---|---|---|
| Turnover threshold | CZK 1,000,000 | CZK 2,000,000 |
| Period tested | 12 consecutive months | calendar year |
| VAT payer from | the first day of the second month after exceeding it | 1 January of the following year |
| Immediate registration | – | the day after turnover exceeds CZK 2,536,500 |

## Two thresholds in practice

- If you exceed **CZK 2,000,000** during the year but stay below **CZK 2,536,500**, you become a VAT payer on 1 January of the following year.
- If you exceed the higher threshold, you become a payer **the very next day** and must charge VAT on all further supplies from then on.

![Chart of the two turnover thresholds for VAT registration](/media/blog/vat-threshold-two-limits.svg)

## Deregistration

Payers whose turnover fell below the new threshold may apply for deregistration. The decision needs careful thought:

1. On deregistration you must repay part of the input VAT deducted on assets and inventory you still hold.
2. Your customers who are VAT payers lose the deduction, which may affect the price of your services.
3. As a non-payer you may enter the flat-rate tax regime if you meet its other conditions.

> Turnover is now tracked per calendar year. For businesses with seasonal sales, December orders may decide on registration from January.

## New scheme for small businesses in the EU

From 2025, small businesses can also use the VAT exemption in other member states if their total EU turnover does not exceed EUR 100,000. The scheme requires prior notification and quarterly reporting.

Details are available on the [Czech Financial Administration](https://www.financnisprava.cz/) website. Our [tax team](app://service-group/12) can assess whether registration or deregistration makes sense for you.`,
      tags: ['VAT', 'registration', 'small business'],
    },
  },
  {
    id: 16,
    updated_at: '2025-02-21T13:25:00+01:00',
    category_id: 1,
    author_id: 3,
    image: '/media/blog/crypto-taxation-2025.svg',
    published_at: '2025-02-18T08:00:00+01:00',
    cs: {
      slug: 'zdaneni-kryptoaktiv-od-roku-2025',
      title: 'Zdanění kryptoaktiv od roku 2025: časový test a osvobození do 100 000 Kč',
      perex: 'Příjmy z prodeje kryptoměn mají od letoška vlastní pravidla osvobození. Vysvětlujeme, kdy daň neplatíte, kdy ano a jaké záznamy si vést.',
      body: `Zdanění kryptoměn bylo dlouho šedou zónou. Novela zákona o daních z příjmů účinná od roku 2025 přinesla pro fyzické osoby **dvě nová osvobození**, která výrazně zjednodušují život drobným investorům. Zároveň ale roste dohled – od roku 2026 budou poskytovatelé služeb hlásit údaje o klientech správcům daně.

## Přehled pravidel pro fyzické osoby

| Situace | Zdanění |
|---|---|
| Úhrn příjmů z prodeje kryptoaktiv do 100 000 Kč za rok | osvobozeno |
| Prodej po více než 3 letech držby | osvobozeno, v úhrnu s dalšími osvobozenými příjmy z časového testu do 40 mil. Kč ročně |
| Prodej do 3 let s příjmy nad 100 000 Kč | ostatní příjem, sazba 15 %, případně 23 % |
| Kryptoměny přijaté jako úplata v podnikání | příjem z podnikání |

![Schéma rozhodování o zdanění prodeje kryptoaktiv](/media/blog/crypto-tax-decision-flow.svg)

## Pozor na „příjem“, ne „zisk“

Limit 100 000 Kč se vztahuje na **úhrn příjmů**, tedy na celkovou částku, kterou jste za prodeje dostali – ne na zisk. Kdo během roku prodá kryptoměny za 150 000 Kč, limit překročil, i když na nich vydělal jen pár tisíc. Zdaňuje se pak rozdíl mezi příjmem a prokazatelnou pořizovací cenou.

## Směna a platby kryptoměnou

Směnu jednoho kryptoaktiva za jiné posuzuje správce daně zpravidla jako prodej, ze kterého vzniká příjem. Stejně tak platba kryptoměnou za zboží nebo služby. *U aktivních obchodníků proto doporučujeme vést evidenci každé transakce*, nejen výběrů na bankovní účet.

## Jaké záznamy si vést

1. Datum a cenu pořízení každé pozice včetně poplatků.
2. Datum a cenu prodeje nebo směny.
3. Výpisy z burz a peněženek, ideálně exportované každý rok.
4. Výpočet doby držby pro uplatnění časového testu.

> Od 1. ledna 2026 sbírají poskytovatelé služeb kryptoaktiv údaje podle směrnice DAC8. Správce daně tak bude mít přehled o transakcích za rok 2026 a následující.

Základní informace k daním z příjmů zveřejňuje [Finanční správa](https://www.financnisprava.cz/). Pokud máte rozsáhlejší portfolio nebo kryptoměny ve firmě, obraťte se na [JUDr. Petra Kalinu](app://person/3) a náš tým [Daně](app://service-group/12).`,
      tags: ['kryptoměny', 'daň z příjmů', 'investice'],
    },
    en: {
      slug: 'crypto-asset-taxation-from-2025',
      title: 'Crypto-asset taxation from 2025: the holding test and the CZK 100,000 exemption',
      perex: 'Income from selling crypto has its own exemption rules from this year. We explain when you do not pay tax, when you do and what records to keep.',
      body: `The taxation of cryptocurrencies was long a grey area. An amendment to the Income Tax Act effective from 2025 introduced **two new exemptions** for individuals that make life much easier for small investors. At the same time, scrutiny is growing – from 2026, service providers will report client data to tax authorities.

## Rules for individuals at a glance

| Situation | Taxation |
|---|---|
| Total income from selling crypto-assets up to CZK 100,000 a year | exempt |
| Sale after holding for more than 3 years | exempt, together with other holding-test income up to CZK 40 million a year |
| Sale within 3 years with income above CZK 100,000 | other income taxed at 15%, or 23% |
| Crypto received as payment in a business | business income |

![Decision flow for taxing sales of crypto-assets](/media/blog/crypto-tax-decision-flow.svg)

## Watch out: "income", not "profit"

The CZK 100,000 limit applies to **total income**, i.e. the total amount you received from sales – not to profit. Someone who sells crypto for CZK 150,000 in a year has exceeded the limit, even if the gain was only a few thousand. The difference between income and the documented acquisition price is then taxed.

## Exchanges and payments in crypto

The tax administration usually treats exchanging one crypto-asset for another as a sale that generates income, and the same applies to paying for goods or services in crypto. *For active traders we therefore recommend recording every transaction*, not just withdrawals to a bank account.

## What records to keep

1. The date and price of acquiring each position, including fees.
2. The date and price of each sale or exchange.
3. Statements from exchanges and wallets, ideally exported every year.
4. A calculation of the holding period for the holding test.

> From 1 January 2026, crypto-asset service providers collect data under the DAC8 directive. Tax authorities will therefore see transactions for 2026 onwards.

General information on income tax is published by the [Czech Financial Administration](https://www.financnisprava.cz/). If you have a larger portfolio or hold crypto in a company, contact [Petr Kalina](app://person/3) and our [tax team](app://service-group/12).`,
      tags: ['crypto', 'income tax', 'investments'],
    },
  },
  {
    id: 17,
    updated_at: '2025-03-11T08:00:00+01:00',
    category_id: 1,
    author_id: 17,
    image: '/media/blog/transfer-pricing-documentation.svg',
    published_at: '2025-03-11T08:00:00+01:00',
    cs: {
      slug: 'dokumentace-prevodnich-cen-co-kontroluji-financni-urady',
      title: 'Dokumentace převodních cen: na co se dívají finanční úřady',
      perex: 'Převodní ceny patří k nejčastějším tématům daňových kontrol ve skupinách. Ukazujeme, jakou dokumentaci mít připravenou a které transakce jsou nejrizikovější.',
      body: `Ceny mezi spojenými osobami musí odpovídat tomu, co by si sjednaly nezávislé strany. Tento **princip tržního odstupu** vychází z § 23 odst. 7 zákona o daních z příjmů a finanční správa jeho dodržování systematicky prověřuje – doměrky v kontrolách převodních cen se běžně pohybují v desítkách milionů korun.

## Povinná dokumentace neexistuje, důkazní břemeno ano

Český zákon obecnou povinnost vést dokumentaci převodních cen nestanoví. V případě kontroly ale musí **daňový subjekt prokázat**, že ceny sjednal na úrovni obvyklé. Bez dokumentace se to dělá velmi těžko a zpětně bývá drahé.

Větší poplatníci navíc k přiznání přikládají **Výkaz o transakcích se spojenými osobami**, ze kterého si správce daně vybírá subjekty ke kontrole.

## Co by dokumentace měla obsahovat

| Dokument | Obsah | Doporučená aktualizace |
|---|---|---|
| Master file | struktura skupiny, podnikání, nehmotná aktiva, financování, politika převodních cen | ročně |
| Local file | místní společnost, řízené transakce, funkční a riziková analýza, zvolená metoda | ročně |
| Srovnávací analýza (benchmark) | vyhledání srovnatelných nezávislých společností | úplná aktualizace každé 3 roky, finanční data ročně |
| Vnitroskupinové smlouvy | písemné podmínky transakcí | při každé změně |

![Struktura dokumentace převodních cen: master file, local file a benchmark](/media/blog/transfer-pricing-file-structure.svg)

## Nejrizikovější transakce

1. **Management fees a služby centrály** – správce daně chce vidět, co konkrétně služba přinesla a proč ji neposkytuje sama česká společnost.
2. **Vnitroskupinové úvěry a cash pooling** – úroková sazba musí odpovídat úvěrovému riziku dlužníka.
3. **Výrobci a distributoři s omezeným rizikem** – dlouhodobé ztráty u subjektu, který má nést jen nízké riziko, jsou signálem ke kontrole.
4. **Licenční poplatky** – za užívání ochranné známky nebo know-how, které česká společnost sama rozvíjí.

> Dokumentace připravená až na výzvu správce daně působí jako obhajoba. Dokumentace připravená včas působí jako popis běžné praxe – a tak ji také kontroloři čtou.

## Závazné posouzení

Jistotu předem nabízí **závazné posouzení způsobu, jakým byla vytvořena cena** mezi spojenými osobami. Je zpoplatněné a trvá několik měsíců, u významných a dlouhodobých transakcí se ale vyplatí.

Pokyny finanční správy k převodním cenám najdete na [webu Finanční správy](https://www.financnisprava.cz/). Dokumentaci vám připraví náš tým [Převodní ceny](app://service/103) pod vedením [Mgr. Barbory Říhové](app://person/17).`,
      tags: ['převodní ceny', 'skupiny', 'daňová kontrola'],
    },
    en: {
      slug: 'transfer-pricing-documentation-what-tax-offices-look-at',
      title: 'Transfer pricing documentation: what tax offices look at',
      perex: 'Transfer pricing is one of the most common topics of tax audits in groups. We show what documentation to have ready and which transactions carry the most risk.',
      body: `Prices between related parties must match what independent parties would agree. This **arm's length principle** stems from Section 23(7) of the Income Tax Act, and the Czech tax administration reviews compliance systematically – additional assessments in transfer pricing audits regularly reach tens of millions of crowns.

## No mandatory documentation, but a burden of proof

Czech law does not impose a general obligation to prepare transfer pricing documentation. In an audit, however, **the taxpayer must prove** that its prices were at arm's length. Without documentation that is very hard to do and expensive to reconstruct.

Larger taxpayers also attach a **Statement of transactions with related parties** to their return, which the tax administration uses to select companies for audit.

## What the documentation should contain

| Document | Content | Recommended update |
|---|---|---|
| Master file | group structure, business, intangibles, financing, transfer pricing policy | annually |
| Local file | the local company, controlled transactions, functional and risk analysis, chosen method | annually |
| Benchmarking study | search for comparable independent companies | full update every 3 years, financials annually |
| Intercompany agreements | written terms of the transactions | on every change |

![Structure of transfer pricing documentation: master file, local file and benchmark](/media/blog/transfer-pricing-file-structure.svg)

## The riskiest transactions

1. **Management fees and head-office services** – the tax office wants to see what exactly the service delivered and why the Czech company does not perform it itself.
2. **Intra-group loans and cash pooling** – the interest rate must reflect the borrower's credit risk.
3. **Limited-risk manufacturers and distributors** – persistent losses in an entity that should bear only low risk are a red flag.
4. **Royalties** – for a trademark or know-how that the Czech company develops itself.

> Documentation prepared only when the tax office asks for it reads like a defence. Documentation prepared in time reads like a description of normal practice – and that is how auditors read it.

## Advance pricing rulings

Certainty in advance is available through a **binding ruling on the method used to set prices** between related parties. It carries a fee and takes several months, but pays off for significant long-term transactions.

Guidance on transfer pricing is available on the [Czech Financial Administration](https://www.financnisprava.cz/) website. Our [transfer pricing](app://service/103) team led by [Barbora Říhová](app://person/17) will prepare your documentation.`,
      tags: ['transfer pricing', 'groups', 'tax audit'],
    },
  },
  {
    id: 18,
    updated_at: '2025-04-15T08:00:00+02:00',
    category_id: 5,
    author_id: 2,
    image: '/media/blog/csrd-omnibus-stop-the-clock.svg',
    published_at: '2025-04-15T08:00:00+02:00',
    cs: {
      slug: 'omnibus-a-odklad-csrd-co-to-znamena-pro-ceske-firmy',
      title: 'Omnibus a odklad CSRD: co to znamená pro české firmy',
      perex: 'Evropská unie odložila reporting udržitelnosti pro druhou a třetí vlnu o dva roky. Proč by firmy přesto neměly práci na ESG zastavit?',
      body: `V únoru 2025 představila Evropská komise balíček zjednodušení nazvaný **Omnibus**. Jeho první část, takzvaná směrnice *stop-the-clock*, prošla Evropským parlamentem i Radou rekordně rychle v dubnu. Pro stovky českých firem, které se chystaly na první zprávu o udržitelnosti za rok 2025, to znamená odklad.

## Co se posouvá

| Vlna | Původně data za rok | Po odkladu data za rok |
|---|---|---|
| 1 – velké subjekty veřejného zájmu | 2024 | beze změny |
| 2 – ostatní velké podniky | 2025 | 2027 |
| 3 – kotované malé a střední podniky | 2026 | 2028 |
| 4 – skupiny ze zemí mimo EU | 2028 | beze změny |

Členské státy musí odklad promítnout do svých předpisů do konce roku 2025.

## Co zatím jen navrhováno

Druhá část balíčku, o které se teprve jedná, by měla **zúžit okruh povinných firem** na podniky s více než 1 000 zaměstnanci a výrazně zjednodušit standardy ESRS. Konečná podoba ale zatím není jistá a může se v legislativním procesu ještě měnit.

## Proč nepřestávat

- **Banky** se na ESG ptají při financování bez ohledu na CSRD – potřebují data pro vlastní reporting a taxonomii.
- **Velcí odběratelé** z první vlny dál potřebují údaje od dodavatelů, zejména o emisích.
- **Analýza dvojí významnosti** a sběr dat trvají déle, než se čeká. Kdo začne znovu za dva roky, bude začínat od nuly.
- Dobrovolný standard pro malé a střední podniky umožňuje předávat data partnerům v jednotné podobě.

> Odklad je příležitost udělat reporting pořádně a bez spěchu, ne důvod ho odložit do šuplíku.

## Naše doporučení

1. Dokončete analýzu dvojí významnosti, pokud jste ji začali.
2. Zachovejte sběr dat o emisích v rozsahu 1 a 2.
3. Sledujte druhou část Omnibusu – podle ní se rozhodne, zda budete reportovat vůbec.

Přehled původních termínů najdete v článku [CSRD: první vlna reportingu udržitelnosti](app://blog/9). Na ověření zpráv o udržitelnosti se připravuje náš [auditní tým](app://service-group/18), poradenství zajišťuje tým [ESG a compliance](app://service-group/28).`,
      tags: ['CSRD', 'ESG', 'Omnibus'],
    },
    en: {
      slug: 'omnibus-and-the-csrd-delay-what-it-means-for-czech-companies',
      title: 'The Omnibus and the CSRD delay: what it means for Czech companies',
      perex: 'The European Union has postponed sustainability reporting for the second and third waves by two years. Why should companies not stop their ESG work anyway?',
      body: `In February 2025 the European Commission presented a simplification package called the **Omnibus**. Its first part, the *stop-the-clock* directive, passed the European Parliament and the Council in record time in April. For hundreds of Czech companies preparing their first sustainability report for 2025, this means a delay.

## What is postponed

| Wave | Originally data for | After the delay data for |
|---|---|---|
| 1 – large public-interest entities | 2024 | unchanged |
| 2 – other large undertakings | 2025 | 2027 |
| 3 – listed SMEs | 2026 | 2028 |
| 4 – non-EU groups | 2028 | unchanged |

Member states must reflect the delay in their national law by the end of 2025.

## What is only proposed so far

The second part of the package, which is still being negotiated, would **narrow the scope** to companies with more than 1,000 employees and significantly simplify the ESRS standards. Its final shape is not certain yet and may still change in the legislative process.

## Why not to stop

- **Banks** ask about ESG when financing regardless of the CSRD – they need data for their own reporting and for the taxonomy.
- **Large customers** from the first wave still need data from suppliers, especially on emissions.
- **Double materiality and data collection** take longer than expected. Anyone starting again in two years will be starting from scratch.
- A voluntary standard for SMEs makes it possible to share data with partners in a uniform format.

> The delay is an opportunity to do reporting properly and without rush, not a reason to put it in a drawer.

## Our recommendations

1. Finish the double materiality assessment if you have started it.
2. Keep collecting scope 1 and 2 emission data.
3. Follow the second part of the Omnibus – it will decide whether you report at all.

The original timeline is in the article [CSRD: the first wave of sustainability reporting](app://blog/9). Our [audit team](app://service-group/18) is preparing for sustainability assurance, and advisory is covered by our [ESG and compliance](app://service-group/28) team.`,
      tags: ['CSRD', 'ESG', 'Omnibus'],
    },
  },
  {
    id: 19,
    updated_at: '2025-05-20T08:00:00+02:00',
    category_id: 2,
    author_id: 9,
    image: '/media/blog/e-invoicing-vida.png',
    published_at: '2025-05-20T08:00:00+02:00',
    cs: {
      slug: 'elektronicka-fakturace-a-balicek-vida',
      title: 'Elektronická fakturace a balíček ViDA: připravte se včas',
      perex: 'Evropská unie schválila balíček DPH v digitální éře. Přeshraniční faktury mezi firmami budou od roku 2030 povinně strukturované. Co to znamená pro účetní a IT?',
      body: `V březnu 2025 Rada EU definitivně schválila balíček **ViDA** (*VAT in the Digital Age*). Ten postupně změní způsob, jakým firmy v celé unii fakturují a vykazují DPH. Nejviditelnější změnou bude povinná elektronická fakturace u přeshraničních obchodů mezi podniky.

## PDF v e-mailu není e-faktura

Elektronickou fakturou se podle ViDA rozumí **strukturovaný datový soubor** podle evropské normy EN 16931, který umí přímo zpracovat účetní systém příjemce. Naskenovaný papír ani PDF poslané e-mailem tuto podmínku nesplňují.

V Česku se už léta používá formát **ISDOC** a veřejní zadavatelé musí strukturované faktury podle evropské normy přijímat. V obchodním styku mezi firmami ale zatím převládá PDF.

## Časová osa

| Termín | Co se mění |
|---|---|
| duben 2025 | členské státy mohou zavést povinnou tuzemskou e-fakturaci bez zvláštního povolení EU |
| červenec 2028 | rozšíření jednotné registrace k DPH pro prodeje v jiných státech |
| 1. července 2030 | povinná e-faktura a digitální hlášení u přeshraničních plnění mezi podniky |
| leden 2035 | sladění národních systémů s evropským standardem |

![Časová osa zavádění balíčku ViDA](/media/blog/vida-timeline.svg)

## Co si připravit

1. **Zmapujte fakturační toky.** Kolik faktur vystavujete a přijímáte, v jakých formátech a přes jaké kanály.
2. **Ověřte ERP.** Umí váš systém vytvořit a přijmout fakturu podle EN 16931? Podporuje síť Peppol nebo jiný přenosový kanál?
3. **Vyčistěte kmenová data.** DIČ, adresy a bankovní údaje odběratelů musí být správně, strukturovaná faktura chyby neodpustí.
4. **Spočítejte úsporu.** Automatické zpracování přijatých faktur bývá i bez povinnosti návratnou investicí.

> Firmy, které přešly na strukturované faktury dobrovolně, obvykle zkrátily zpracování přijaté faktury z několika dnů na hodiny.

## Česká perspektiva

Česká republika zatím povinnou tuzemskou e-fakturaci neoznámila, sousední státy ale ano. Pokud dodáváte například do Polska nebo Německa, můžete se s požadavkem na strukturované faktury setkat dřív, než začne platit evropské pravidlo.

Text balíčku je dostupný na webu [Evropské komise](https://taxation-customs.ec.europa.eu/). S výběrem a nastavením řešení vám pomůže tým [Systémová a softwarová řešení](app://service-group/24), účetní dopady vyřeší kolegové z [Účetnictví](app://service-group/19).`,
      tags: ['e-faktura', 'ViDA', 'DPH'],
    },
    en: {
      slug: 'e-invoicing-and-the-vida-package',
      title: 'E-invoicing and the ViDA package: prepare in time',
      perex: 'The EU has adopted the VAT in the Digital Age package. From 2030, cross-border invoices between businesses must be structured. What does it mean for accounting and IT?',
      body: `In March 2025 the EU Council finally adopted the **ViDA** package (*VAT in the Digital Age*). It will gradually change how companies across the Union invoice and report VAT. The most visible change will be mandatory e-invoicing for cross-border business-to-business trade.

## A PDF in an e-mail is not an e-invoice

Under ViDA, an electronic invoice is a **structured data file** following the European standard EN 16931 that the recipient's accounting system can process directly. Neither a scanned paper invoice nor a PDF sent by e-mail qualifies.

The Czech Republic has long used the **ISDOC** format, and public contracting authorities must accept structured invoices under the European standard. In business-to-business trade, however, PDF still dominates.

## Timeline

| Date | What changes |
|---|---|
| April 2025 | member states may introduce mandatory domestic e-invoicing without special EU authorisation |
| July 2028 | extension of the single VAT registration for sales in other states |
| 1 July 2030 | mandatory e-invoices and digital reporting for cross-border B2B supplies |
| January 2035 | alignment of national systems with the European standard |

![Timeline of the ViDA package](/media/blog/vida-timeline.svg)

## What to prepare

1. **Map your invoice flows.** How many invoices you issue and receive, in what formats and through which channels.
2. **Check your ERP.** Can your system create and receive an invoice under EN 16931? Does it support the Peppol network or another transmission channel?
3. **Clean up master data.** Customers' VAT numbers, addresses and bank details must be correct – a structured invoice does not forgive errors.
4. **Calculate the savings.** Automated processing of incoming invoices often pays back even without an obligation.

> Companies that moved to structured invoices voluntarily usually cut the processing of an incoming invoice from several days to hours.

## The Czech perspective

The Czech Republic has not yet announced a domestic e-invoicing mandate, but neighbouring countries have. If you supply to Poland or Germany, for example, you may face demands for structured invoices before the EU rule applies.

The package is available on the [European Commission](https://taxation-customs.ec.europa.eu/) website. Our [System and software solutions](app://service-group/24) team can help you choose and set up a solution, and colleagues from [Accounting](app://service-group/19) will handle the accounting side.`,
      tags: ['e-invoicing', 'ViDA', 'VAT'],
    },
  },
  {
    id: 20,
    updated_at: '2025-06-19T13:25:00+02:00',
    category_id: 3,
    author_id: 7,
    image: '/media/blog/internal-fraud-red-flags.svg',
    published_at: '2025-06-17T08:00:00+02:00',
    cs: {
      slug: 'varovne-signaly-interniho-podvodu',
      title: 'Varovné signály interního podvodu a jak na ně reagovat',
      perex: 'Většina podvodů ve firmách se neodhalí auditem, ale díky tipu nebo náhodě. Ukazujeme signály, které stojí za pozornost, a první kroky při podezření.',
      body: `Zkušenosti z forenzních šetření se opakují: podvod trvá v průměru více než rok, než ho někdo odhalí, a **nejčastějším zdrojem odhalení je tip** od zaměstnance, dodavatele nebo zákazníka. Kontroly a audit ho najdou méně často, než by si vedení přálo.

## Signály, kterým se vyplatí věnovat pozornost

| Signál | Typické schéma |
|---|---|
| Dodavatel má stejnou adresu nebo účet jako zaměstnanec | fiktivní dodavatel |
| Faktury těsně pod limitem pro schválení | obcházení podpisových pravidel |
| Náhlá změna bankovního účtu dodavatele oznámená e-mailem | podvržená platební instrukce |
| Neobvykle mnoho dobropisů u jednoho obchodníka | zakrývání manka nebo provizí |
| Ruční účetní zápisy mimo pracovní dobu | manipulace s výsledkem |
| Zaměstnanec, který nikdy nečerpá dovolenou | obava, že zástup něco odhalí |

Žádný z těchto signálů sám o sobě podvod neprokazuje. Je ale důvodem podívat se blíž.

![Ukázka analýzy plateb dodavatelům s vyznačenými anomáliemi](/media/blog/fraud-analytics-anomalies.png)

## Co dělat při podezření

1. **Nikoho předčasně nekonfrontujte.** Rozhovor s podezřelým ve chvíli, kdy nemáte důkazy, vede k mazání dat.
2. **Zajistěte data.** E-maily, účetní systém a firemní zařízení je třeba zajistit forenzně správně, aby obstála i u soudu.
3. **Přizvěte právníka.** Od začátku je potřeba myslet na pracovněprávní, trestní i ochranu osobních údajů.
4. **Vymezte rozsah šetření.** Co přesně prověřujeme, za jaké období a kdo bude o výsledcích informován.
5. **Zdokumentujte vše.** Každý krok šetření by měl být dohledatelný.

> „Nejdražší bývá prvních čtyřicet osm hodin po odhalení. Co se v té době zanedbá, se později těžko napravuje,“ upozorňuje [Ing. Ondřej Kratochvíl](app://person/7), vedoucí forenzního týmu.

## Prevence

Funkční **vnitřní oznamovací systém** je nejlevnější detekční nástroj – více v článku [Zákon o ochraně oznamovatelů v praxi](app://blog/5). K tomu patří oddělení neslučitelných funkcí, pravidelná rotace a datová analytika plateb.

Pokud řešíte podezření, kontaktujte náš tým [Forenzní audit](app://service-group/26) – diskrétně a bez zbytečného odkladu.`,
      tags: ['forenzní audit', 'podvody', 'kontroly'],
    },
    en: {
      slug: 'red-flags-of-internal-fraud',
      title: 'Red flags of internal fraud and how to respond',
      perex: 'Most corporate fraud is uncovered not by audit but by a tip or by chance. We show the signals worth watching and the first steps when suspicion arises.',
      body: `Experience from forensic investigations keeps repeating: fraud lasts more than a year on average before someone uncovers it, and **the most common source of detection is a tip** from an employee, supplier or customer. Controls and audits find it less often than management would like.

## Signals worth attention

| Signal | Typical scheme |
|---|---|
| A supplier shares an address or bank account with an employee | fictitious supplier |
| Invoices just below the approval limit | circumventing signing rules |
| A sudden change of a supplier's bank account announced by e-mail | payment diversion fraud |
| Unusually many credit notes for one salesperson | hiding shortages or commissions |
| Manual journal entries outside working hours | earnings manipulation |
| An employee who never takes holiday | fear that a stand-in would notice something |

None of these signals proves fraud on its own. Each is a reason to take a closer look.

![Example analysis of supplier payments with anomalies highlighted](/media/blog/fraud-analytics-anomalies.png)

## What to do when suspicion arises

1. **Do not confront anyone prematurely.** Talking to a suspect before you have evidence leads to deleted data.
2. **Secure the data.** E-mails, the accounting system and company devices must be secured in a forensically sound way so that the evidence holds up in court.
3. **Involve a lawyer.** Employment law, criminal law and data protection need to be considered from the start.
4. **Define the scope.** What exactly is being investigated, for which period and who will be informed of the results.
5. **Document everything.** Every step of the investigation should be traceable.

> "The first forty-eight hours after discovery are the most expensive. What is neglected then is hard to fix later," warns [Ondřej Kratochvíl](app://person/7), head of the forensic team.

## Prevention

A working **internal reporting system** is the cheapest detection tool – more in the article [The Whistleblower Protection Act in practice](app://blog/5). Add segregation of incompatible duties, regular rotation and data analytics on payments.

If you are dealing with a suspicion, contact our [Forensic audit](app://service-group/26) team – discreetly and without delay.`,
      tags: ['forensic audit', 'fraud', 'controls'],
    },
  },
  {
    id: 21,
    updated_at: '2025-07-08T08:00:00+02:00',
    category_id: 5,
    author_id: 21,
    image: '/media/blog/setting-up-a-company-in-czechia.jpg',
    published_at: '2025-07-08T08:00:00+02:00',
    // English only: written for foreign founders, so there is no Czech version.
    en: {
      slug: 'setting-up-a-company-in-czechia-a-guide-for-foreign-founders',
      title: 'Setting up a company in Czechia: a guide for foreign founders',
      perex: 'A Czech limited liability company can be up and running within two to three weeks. Here is what foreign founders need to prepare, step by step.',
      body: `Every year we help dozens of foreign entrepreneurs and groups start a business in the Czech Republic. The process is straightforward once you know the order of the steps, and most of it can be handled under a power of attorney, without you travelling to Prague more than once – or at all.

## Choosing the legal form

| Form | Minimum capital | Liability | Typical use |
|---|---|---|---|
| Limited liability company (s.r.o.) | CZK 1 per shareholder | limited to unpaid contributions | most subsidiaries and start-ups |
| Joint-stock company (a.s.) | CZK 2,000,000 or EUR 80,000 | limited | larger companies, future investors, listing |
| Branch of a foreign company | none | the foreign company is fully liable | testing the market, simple sales presence |

For most founders the **s.r.o.** is the right choice: it is cheap to set up, flexible and well understood by Czech banks and business partners.

![Steps of founding a Czech limited liability company](/media/blog/company-formation-steps.svg)

## Step by step

1. **Check the company name** in the Commercial Register and choose the business activities.
2. **Secure a registered office** – the owner of the premises must consent in writing. A virtual office is possible.
3. **Sign the memorandum of association** in the form of a notarial deed. Foreign documents need a certified translation and, depending on the country, an apostille.
4. **Pay the share capital** to a bank account or to the contribution administrator.
5. **Obtain a trade licence** from the Trade Licensing Office for the chosen activities.
6. **Register in the Commercial Register** – a Czech notary can file the entry directly, usually on the same day.
7. **Register the beneficial owner** in the register of beneficial owners.

## After registration

- a **data box** for official communication is set up automatically; all tax filings go through it,
- register for income tax with the tax office within 15 days,
- consider **VAT registration** – mandatory only above the threshold, see our article on the [new VAT registration threshold](app://blog/15), but often useful voluntarily,
- register as an employer with the social security administration and health insurers before hiring the first employee.

> Plan two to three weeks from signing the documents to a fully operational company. Opening a bank account is often the longest step, as banks carry out thorough checks on foreign owners.

## Taxes in brief

The corporate income tax rate is 21%. Dividends paid to a parent company in the EU are usually exempt from withholding tax if the conditions of the Parent-Subsidiary Directive are met. An overview of recent changes is in our article on the [consolidation package 2024](app://blog/1).

We can take care of the whole process for you, including the registered office, bookkeeping and payroll. Read more about our [company formation and management](app://service-group/23) services or contact [Klára Vlčková](app://person/21) directly. Official information for investors is also available from [CzechInvest](https://www.czechinvest.org/).`,
      tags: ['company formation', 'investors', 's.r.o.'],
    },
  },
  {
    id: 22,
    updated_at: '2025-08-26T08:00:00+02:00',
    category_id: 2,
    author_id: 18,
    image: '/media/blog/company-valuation-in-m-and-a.jpg',
    published_at: '2025-08-26T08:00:00+02:00',
    cs: {
      slug: 'oceneni-firmy-pri-prodeji-dcf-a-nasobky',
      title: 'Ocenění firmy při prodeji: DCF, násobky a kde se rodí rozdíly',
      perex: 'Kupující a prodávající se málokdy shodnou na ceně hned. Vysvětlujeme, jak se hodnota firmy počítá a proč rozhoduje normalizovaná EBITDA a čistý dluh.',
      body: `Prodej firmy je pro většinu majitelů jednorázová událost, kupující – zvlášť finanční investoři – ji ale dělají pravidelně. Znalost základních principů ocenění proto pomáhá vyrovnat vyjednávací pozici. Vycházíme ze zkušeností našich transakčních projektů na českém trhu.

## Dvě hlavní metody

| Metoda | Kdy se hodí | Na co si dát pozor |
|---|---|---|
| Diskontované peněžní toky (DCF) | stabilní podnik s věrohodným plánem | citlivost na diskontní sazbu a hodnotu po konci plánu |
| Násobky srovnatelných společností (EV/EBITDA) | běžné odvětví s dostatkem transakcí | srovnatelnost velikosti, růstu a ziskovosti |
| Substanční hodnota | holdingy, realitní a ztrátové firmy | nezachycuje hodnotu know-how a zákazníků |

V praxi se metody kombinují. DCF ukazuje, co firma vydělá, násobky zase, co za podobné firmy trh skutečně platí.

![Most od hodnoty podniku k ceně vlastního kapitálu](/media/blog/enterprise-to-equity-bridge.svg)

## Normalizovaná EBITDA

Násobek se aplikuje na **normalizovanou EBITDA**, tedy očištěnou o jednorázové a nestandardní položky. Typické úpravy:

- mzda majitele nad nebo pod tržní úrovní,
- nájem od spřízněné osoby za netržní cenu,
- jednorázové náklady na soudní spor nebo stěhování,
- výnosy z prodeje majetku, které se nebudou opakovat.

Každá úprava se musí dát doložit. Kupující ji jinak při due diligence škrtne a s ní i část ceny.

## Od hodnoty podniku k ceně

Hodnota podniku (*enterprise value*) ještě není částka, kterou prodávající dostane. Od ní se odečítá **čistý dluh** – úvěry, leasingy, nezaplacené daně – a upravuje se o odchylku pracovního kapitálu od normální úrovně. Právě v definici čistého dluhu se skrývá nejvíc sporů.

### Locked box, nebo závěrkové účty?

1. **Locked box** – cena se stanoví k historickému datu a prodávající garantuje, že od té doby z firmy nic neodteklo. Jednodušší a jistější pro prodávajícího.
2. **Závěrkové účty** – cena se dopočítá podle skutečného stavu k datu převodu. Přesnější, ale s rizikem sporu po uzavření transakce.

> Nejlepší příprava na prodej začíná rok předem: čisté účetnictví, doložitelné úpravy EBITDA a oddělení soukromých výdajů majitele od firmy.

Ocenění zpracovává náš tým [Oceňování](app://service-group/20), transakce provázejí kolegové ze [Strategie a M&A](app://service-group/3). Oba vede [Ing. Radek Musil, CFA](app://person/5).`,
      tags: ['ocenění', 'M&A', 'EBITDA'],
    },
    en: {
      slug: 'company-valuation-in-a-sale-dcf-and-multiples',
      title: 'Company valuation in a sale: DCF, multiples and where the gaps come from',
      perex: 'Buyers and sellers rarely agree on a price straight away. We explain how company value is calculated and why normalised EBITDA and net debt decide.',
      body: `For most owners, selling a company is a one-off event, while buyers – especially financial investors – do it regularly. Understanding the basics of valuation therefore helps level the negotiating field. This article draws on our transaction projects in the Czech market.

## The main methods

| Method | When it fits | What to watch |
|---|---|---|
| Discounted cash flow (DCF) | a stable business with a credible plan | sensitivity to the discount rate and the terminal value |
| Comparable company multiples (EV/EBITDA) | a common industry with enough transactions | comparability of size, growth and profitability |
| Net asset value | holdings, real estate and loss-making companies | does not capture know-how and customer value |

In practice the methods are combined. DCF shows what the business will earn; multiples show what the market actually pays for similar businesses.

![Bridge from enterprise value to equity value](/media/blog/enterprise-to-equity-bridge.svg)

## Normalised EBITDA

The multiple is applied to **normalised EBITDA**, adjusted for one-off and non-standard items. Typical adjustments:

- an owner's salary above or below market level,
- rent paid to a related party at a non-market price,
- one-off costs of litigation or relocation,
- gains on asset sales that will not recur.

Every adjustment must be supported by evidence. Otherwise the buyer strikes it out in due diligence, and part of the price with it.

## From enterprise value to price

Enterprise value is not yet the amount the seller receives. **Net debt** – loans, leases, unpaid taxes – is deducted, and the price is adjusted for any deviation of working capital from its normal level. The definition of net debt is where most disputes hide.

### Locked box or completion accounts?

1. **Locked box** – the price is fixed at a historical date and the seller guarantees that no value has leaked out since. Simpler and more certain for the seller.
2. **Completion accounts** – the price is trued up to the actual position at closing. More precise, but with a risk of post-closing disputes.

> The best preparation for a sale starts a year ahead: clean accounts, supportable EBITDA adjustments and a clear separation of the owner's private spending from the company.

Valuations are prepared by our [Valuation](app://service-group/20) team, and transactions are led by colleagues from [Strategy and M&A](app://service-group/3). Both are headed by [Radek Musil, CFA](app://person/5).`,
      tags: ['valuation', 'M&A', 'EBITDA'],
    },
  },
  {
    id: 23,
    updated_at: '2025-09-23T08:00:00+02:00',
    category_id: 5,
    author_id: 3,
    image: '/media/blog/succession-planning-trust-funds.svg',
    published_at: '2025-09-23T08:00:00+02:00',
    cs: {
      slug: 'generacni-vymena-sverensky-fond-a-rodinna-holdingova-struktura',
      title: 'Generační výměna: svěřenský fond, nebo rodinný holding?',
      perex: 'Zakladatelé firem z devadesátých let řeší, jak předat majetek další generaci. Srovnáváme nejčastější nástroje a jejich daňové souvislosti.',
      body: `Velká část českých rodinných firem vznikla v první polovině devadesátých let. Jejich zakladatelé dnes řeší otázku, kterou dlouho odkládali: **jak předat firmu a majetek tak, aby přežily další generaci**. Právní nástroje existují, volba mezi nimi ale závisí víc na rodině než na paragrafech.

## Daňový rámec

Česko nemá samostatnou daň dědickou ani darovací. Obě oblasti spadají pod zákon o daních z příjmů:

- **dědictví** je od daně z příjmů osvobozené,
- **dary od příbuzných** v řadě přímé a vedlejší a od manžela jsou osvobozené,
- dary od ostatních osob podléhají dani z příjmů, s výjimkou příležitostných darů do 15 000 Kč ročně,
- osvobozené příjmy nad 5 milionů Kč je v řadě případů nutné **oznámit** finančnímu úřadu – za nesplnění hrozí pokuta.

## Srovnání nástrojů

| Nástroj | Hlavní výhoda | Hlavní nevýhoda |
|---|---|---|
| Darování za života | jednoduchost, okamžitý efekt | zakladatel ztrácí kontrolu |
| Závěť a dědická smlouva | zakladatel rozhoduje až do konce | riziko sporů, povinné díly |
| Rodinný holding | jednotné řízení, výplaty dividend podle pravidel | podíly lze dál dělit a prodávat |
| Svěřenský fond | majetek nepatří nikomu z rodiny, pravidla určuje statut | složitější správa, vlastní daňový režim |

## Svěřenský fond v praxi

Svěřenský fond podle občanského zákoníku existuje od roku 2014. Zakladatel do něj vyčlení majetek, o který se stará **svěřenský správce** podle statutu, a z fondu mohou plnit obmyšlení. Fond se zapisuje do evidence svěřenských fondů a je poplatníkem daně z příjmů právnických osob.

> Statut fondu je důležitější než jeho založení. Musí počítat se situacemi, které dnes nikdo nečeká – rozvody, neshody sourozenců, prodej firmy.

## Kde začít

1. Sepište majetek a jeho vazby – firmy, nemovitosti, úvěry, zástavy.
2. Ujasněte si s rodinou, kdo se chce ve firmě angažovat a kdo jen podílet na výnosech.
3. Zvažte rodinnou ústavu, která popíše hodnoty a pravidla rozhodování.
4. Teprve pak zvolte právní nástroj a nechte posoudit daňové dopady převodu.

Generační výměnu provázíme v rámci služby [Family office](app://service-group/21). Obraťte se na [JUDr. Petra Kalinu](app://person/3), který se tématu věnuje přes patnáct let.`,
      tags: ['family office', 'svěřenský fond', 'dědictví'],
    },
    en: {
      slug: 'succession-planning-trust-fund-or-family-holding',
      title: 'Succession planning: a trust fund or a family holding?',
      perex: 'Founders of companies from the 1990s are deciding how to hand their wealth to the next generation. We compare the most common tools and their tax implications.',
      body: `A large share of Czech family businesses was founded in the early 1990s. Their founders now face a question they have long postponed: **how to pass on the business and wealth so that they survive the next generation**. Legal tools exist, but the choice between them depends more on the family than on the statutes.

## The tax framework

The Czech Republic has no separate inheritance or gift tax. Both areas fall under the Income Tax Act:

- **inheritance** is exempt from income tax,
- **gifts from relatives** in the direct and collateral line and from a spouse are exempt,
- gifts from other persons are subject to income tax, except occasional gifts up to CZK 15,000 a year,
- exempt income above CZK 5 million must in many cases be **reported** to the tax office – failing to do so can be fined.

## Comparing the tools

| Tool | Main advantage | Main drawback |
|---|---|---|
| Lifetime gift | simplicity, immediate effect | the founder loses control |
| Will and inheritance contract | the founder decides until the end | risk of disputes, forced heirship shares |
| Family holding company | unified management, dividends paid by rules | shares can be further split and sold |
| Trust fund | the assets belong to no family member, the statute sets the rules | more complex administration, its own tax regime |

## The trust fund in practice

The Czech trust fund (*svěřenský fond*) has existed under the Civil Code since 2014. The founder sets aside assets that a **trustee** manages under the statute, and beneficiaries receive distributions from the fund. The fund is entered in the register of trust funds and is subject to corporate income tax.

> The fund's statute matters more than its creation. It must anticipate situations nobody expects today – divorces, disagreements between siblings, the sale of the business.

## Where to start

1. List the assets and how they are linked – companies, real estate, loans, pledges.
2. Agree with the family who wants to be involved in the business and who only wants to share in the returns.
3. Consider a family constitution describing values and decision-making rules.
4. Only then choose the legal tool and have the tax impact of the transfer assessed.

We guide families through succession as part of our [Family office](app://service-group/21) service. Contact [Petr Kalina](app://person/3), who has worked on the topic for more than fifteen years.`,
      tags: ['family office', 'trust fund', 'succession'],
    },
  },
  {
    id: 24,
    updated_at: '2025-10-27T12:25:00+01:00',
    category_id: 5,
    author_id: 22,
    image: '/media/blog/cybersecurity-act-nis2.svg',
    published_at: '2025-10-21T08:00:00+02:00',
    cs: {
      slug: 'novy-zakon-o-kyberneticke-bezpecnosti-koho-se-tyka',
      title: 'Nový zákon o kybernetické bezpečnosti: koho se týká a co dělat',
      perex: 'Od 1. listopadu 2025 platí nový zákon o kybernetické bezpečnosti, který do českého práva přenáší směrnici NIS2. Povinnosti se nově týkají tisíců středních firem.',
      body: `Dosavadní zákon o kybernetické bezpečnosti se týkal několika stovek provozovatelů kritické infrastruktury. Nový zákon, účinný od **1. listopadu 2025**, přenáší do českého práva evropskou směrnici NIS2 a okruh povinných subjektů rozšiřuje na **tisíce organizací** – včetně středních výrobních, logistických nebo potravinářských firem.

## Koho se zákon týká

- střední a velké podniky (zpravidla od 50 zaměstnanců nebo s obratem nad 10 milionů eur) v odvětvích uvedených v zákoně – například energetika, doprava, výroba, potravinářství, odpadové hospodářství, digitální služby,
- vybrané subjekty bez ohledu na velikost, například poskytovatelé služeb důvěryhodnosti,
- orgány veřejné správy.

Zákon rozlišuje **režim vyšších a nižších povinností**. Do kterého firma patří, závisí na odvětví a velikosti.

## Co musí firmy udělat

1. **Samy se identifikovat.** Úřad nikoho neobesílá – firma musí sama posoudit, zda zákonu podléhá, a zaregistrovat se u Národního úřadu pro kybernetickou a informační bezpečnost.
2. **Zavést bezpečnostní opatření.** Na jejich zavedení je po registraci přechodná lhůta.
3. **Hlásit incidenty.** Významný incident je nutné nahlásit nejprve formou včasného varování, pak podrobněji.
4. **Zapojit vedení.** Odpovědnost nese statutární orgán, který se musí v oblasti kybernetické bezpečnosti vzdělávat.

## Lhůty při incidentu

| Krok | Lhůta od zjištění |
|---|---|
| Včasné varování | do 24 hodin |
| Hlášení incidentu | do 72 hodin |
| Závěrečná zpráva | do 1 měsíce |

> Z forenzních šetření víme, že první hodiny po útoku rozhodují o tom, zda půjde o nepříjemnost, nebo o týdenní výpadek. Plán reakce na incident je potřeba mít hotový dřív, než ho budete potřebovat.

## Dodavatelský řetězec

Zákon se dotkne i firem, které samy povinnými subjekty nejsou. Regulovaní zákazníci budou muset řídit rizika svých dodavatelů, a proto budou **vyžadovat smluvní záruky a bezpečnostní standardy** i od svých IT a servisních partnerů.

Registrační portál a metodiky zveřejňuje [NÚKIB](https://nukib.gov.cz/). S posouzením, zda se vás zákon týká, i se zavedením opatření pomůže tým [Systémová a softwarová řešení](app://service-group/24) pod vedením [Ing. Michala Doležala](app://person/9); pokud už k incidentu došlo, obraťte se na [forenzní tým](app://service-group/26).`,
      tags: ['NIS2', 'kybernetická bezpečnost', 'compliance'],
    },
    en: {
      slug: 'new-cybersecurity-act-who-it-applies-to',
      title: 'The new Cybersecurity Act: who it applies to and what to do',
      perex: 'A new Czech Cybersecurity Act transposing the NIS2 directive applies from 1 November 2025. Its obligations now reach thousands of medium-sized companies.',
      body: `The previous Cybersecurity Act applied to a few hundred operators of critical infrastructure. The new act, effective from **1 November 2025**, transposes the EU NIS2 directive into Czech law and extends the obligations to **thousands of organisations** – including medium-sized manufacturers, logistics companies and food producers.

## Who is covered

- medium-sized and large enterprises (typically from 50 employees or with turnover above EUR 10 million) in the sectors listed in the act – for example energy, transport, manufacturing, food, waste management and digital services,
- selected entities regardless of size, such as trust service providers,
- public administration bodies.

The act distinguishes a **regime of higher and lower obligations**. Which one a company falls under depends on its sector and size.

## What companies must do

1. **Self-identify.** The authority does not contact anyone – a company must assess for itself whether the act applies and register with the National Cyber and Information Security Agency.
2. **Implement security measures.** There is a transitional period after registration.
3. **Report incidents.** A significant incident must first be reported as an early warning, then in more detail.
4. **Involve management.** Responsibility lies with the statutory body, whose members must receive cybersecurity training.

## Incident deadlines

| Step | Deadline from detection |
|---|---|
| Early warning | within 24 hours |
| Incident notification | within 72 hours |
| Final report | within 1 month |

> From forensic investigations we know that the first hours after an attack decide whether it will be an inconvenience or a week-long outage. An incident response plan must be ready before you need it.

## The supply chain

The act also affects companies that are not regulated themselves. Regulated customers must manage the risks of their suppliers, so they will **require contractual guarantees and security standards** from their IT and service partners too.

The registration portal and guidance are published by [NÚKIB](https://nukib.gov.cz/). Our [System and software solutions](app://service-group/24) team led by [Michal Doležal](app://person/9) can assess whether the act applies to you and help implement the measures; if an incident has already happened, contact our [forensic team](app://service-group/26).`,
      tags: ['NIS2', 'cybersecurity', 'compliance'],
    },
  },
  {
    id: 25,
    updated_at: '2025-12-09T08:00:00+01:00',
    category_id: 6,
    author_id: 8,
    image: null,
    published_at: '2025-12-09T08:00:00+01:00',
    cs: {
      slug: 'vanocni-sbirka-korviny-2025',
      title: 'Vánoční sbírka Korviny: kolegové vybrali přes 180 000 Kč',
      perex: 'Letošní vánoční sbírka byla naší dosud nejúspěšnější. Firma částku vybranou zaměstnanci zdvojnásobila a výtěžek putuje do čtyř neziskových organizací.',
      body: `Vánoční sbírka patří v Korvině k tradicím stejně jako prosincová uzávěrka. Letos se do ní zapojilo **přes devadesát kolegů** z pražské i brněnské kanceláře a vybrali jsme dohromady 91 400 Kč. Vedení firmy částku podle zvyklosti zdvojnásobilo, takže rozdělujeme **182 800 Kč**.

## Komu peníze pomohou

O rozdělení hlasovali sami zaměstnanci. Vybírali z organizací, se kterými má některý z kolegů osobní zkušenost:

| Organizace | Na co příspěvek půjde | Částka |
|---|---|---|
| Dětský domov v Jihomoravském kraji | příprava mladých lidí na samostatný život | 60 000 Kč |
| Domácí hospic v Praze | zapůjčení zdravotních pomůcek rodinám | 50 000 Kč |
| Potravinová banka | nákup trvanlivých potravin na zimu | 42 800 Kč |
| Spolek pro finanční gramotnost | kurzy hospodaření pro seniory | 30 000 Kč |

## Nejen peníze

Kromě sbírky jsme letos poprvé nabídli kolegům **dobrovolnický den** navíc. Využilo ho 34 lidí:

- pomáhali jsme třídit potraviny ve skladu potravinové banky,
- pro studenty středních škol jsme vedli workshopy o daňovém přiznání a prvním výplatním pásku,
- kolegové z účetnictví zdarma zkontrolovali hospodaření dvou menších spolků.

> „Nejvíc mě těší, že o tom, komu pomůžeme, rozhodují lidé z týmu. Každá z organizací má v Korvině někoho, kdo ji zná zblízka,“ říká [Bc. Jana Pokorná](app://person/8), která sbírku organizuje.

## Dárcovský fond

Sbírka doplňuje celoroční činnost našeho dárcovského fondu, který podporuje vzdělávání a sociální projekty v regionech, kde působíme. Více o něm najdete na stránce [Dárcovský svěřenský fond](app://route/donationFund).

Děkujeme všem, kdo přispěli, a přejeme klidné Vánoce.`,
      tags: ['sbírka', 'dobrovolnictví', 'Korvina'],
    },
  },
  {
    id: 26,
    updated_at: '2026-01-13T08:00:00+01:00',
    category_id: 4,
    author_id: 4,
    image: '/media/blog/payroll-changes-2026.svg',
    published_at: '2026-01-13T08:00:00+01:00',
    cs: {
      slug: 'mzdy-2026-minimalni-mzda-limity-a-jednotne-hlaseni',
      title: 'Mzdy 2026: minimální mzda, nové limity a jednotné měsíční hlášení',
      perex: 'Minimální mzda vzrostla na 22 400 Kč, průměrná mzda pro účely pojištění na 48 967 Kč. Přehled částek, které se od ledna mění, a co čeká mzdové účetní během roku.',
      body: `Leden je pro mzdové účetní měsícem aktualizace číselníků. Letos se mění většina limitů navázaných na minimální a průměrnou mzdu a během roku navíc nabíhá **jednotné měsíční hlášení zaměstnavatele**, které nahradí řadu dosavadních formulářů.

## Klíčové částky

| Položka | 2025 | 2026 |
|---|---|---|
| Minimální mzda měsíční | 20 800 Kč | 22 400 Kč |
| Minimální mzda hodinová | 124,40 Kč | 134,40 Kč |
| Průměrná mzda pro účely pojištění | 46 557 Kč | 48 967 Kč |
| Maximální vyměřovací základ pro sociální pojištění | 2 234 736 Kč | 2 350 416 Kč |
| Hranice pro sazbu daně 23 % | 1 676 052 Kč | 1 762 812 Kč |
| Rozhodný příjem u DPP | 11 500 Kč | 12 000 Kč |
| Limit osvobozených benefitů na volný čas a zdraví | 23 278,50 Kč | 24 483,50 Kč |

![Přehled změn mzdových limitů mezi lety 2025 a 2026](/media/blog/payroll-limits-2025-2026.svg)

## Jednotné měsíční hlášení zaměstnavatele

Místo samostatných přihlášek, odhlášek, přehledů o DPP a řady dalších tiskopisů bude zaměstnavatel posílat **jedno měsíční hlášení** za všechny zaměstnance. Data z něj převezme správa sociálního zabezpečení a postupně i další úřady.

### Jak se připravit

1. Ověřte u dodavatele mzdového softwaru termín aktualizace a testovací provoz.
2. Zkontrolujte kmenová data zaměstnanců – rodná čísla, adresy, druhy pracovněprávních vztahů.
3. Sjednoťte termíny uzávěrky mezd tak, aby hlášení stihlo odejít včas.
4. Sledujte harmonogram zavádění na webu [České správy sociálního zabezpečení](https://www.cssz.cz/).

## Na co nezapomenout v lednu

- upravit mzdy zaměstnanců na minimální mzdě a hodinové sazby brigádníků,
- přepočítat limit benefitů pro nový rok,
- zkontrolovat nová prohlášení poplatníka a nárok na slevy,
- u dohod o provedení práce nastavit novou hranici 12 000 Kč.

> Změna hranice u DPP se týká i dohod uzavřených v minulých letech. Kdo má brigádníka s odměnou kolem hranice, měl by mu to v lednu vysvětlit.

Pokud chcete mít jistotu, že je vše nastaveno správně, převezme zpracování mezd náš tým [Mzdy a HR](app://service-group/22). Souvislosti s minimální mzdou předchozího roku shrnuje článek [Minimální mzda 2025](app://blog/14).`,
      tags: ['mzdy', 'minimální mzda', '2026'],
    },
    en: {
      slug: 'payroll-2026-minimum-wage-new-limits-and-single-monthly-report',
      title: 'Payroll 2026: minimum wage, new limits and the single monthly report',
      perex:
        'The minimum wage rose to CZK 22,400 and the average wage for insurance purposes to CZK 48,967. An overview of the amounts changing from January and what awaits payroll teams during the year.',
      body: `January is the month when payroll teams update their tables. This year most limits linked to the minimum and average wage change, and during the year the **single monthly employer report** is being introduced, replacing a number of existing forms.

## Key amounts

| Item | 2025 | 2026 |
|---|---|---|
| Monthly minimum wage | CZK 20,800 | CZK 22,400 |
| Hourly minimum wage | CZK 124.40 | CZK 134.40 |
| Average wage for insurance purposes | CZK 46,557 | CZK 48,967 |
| Maximum assessment base for social insurance | CZK 2,234,736 | CZK 2,350,416 |
| Threshold for the 23% tax rate | CZK 1,676,052 | CZK 1,762,812 |
| Insurance threshold for DPP agreements | CZK 11,500 | CZK 12,000 |
| Cap on tax-free leisure and health benefits | CZK 23,278.50 | CZK 24,483.50 |

![Overview of payroll limit changes between 2025 and 2026](/media/blog/payroll-limits-2025-2026.svg)

## The single monthly employer report

Instead of separate registrations, deregistrations, DPP statements and many other forms, employers will send **one monthly report** covering all employees. The social security administration, and gradually other authorities, will take the data from it.

### How to prepare

1. Ask your payroll software supplier about the update date and a test run.
2. Check employee master data – personal numbers, addresses, types of employment relationships.
3. Align payroll closing dates so that the report can be sent on time.
4. Follow the rollout schedule on the website of the [Czech Social Security Administration](https://www.cssz.cz/).

## What not to forget in January

- adjust the pay of employees on the minimum wage and the hourly rates of temporary staff,
- recalculate the benefit cap for the new year,
- check new taxpayer declarations and entitlement to tax credits,
- set the new CZK 12,000 threshold for DPP agreements.

> The new DPP threshold also applies to agreements concluded in earlier years. If you have temporary staff paid around the threshold, explain the change to them in January.

If you want to be sure everything is set up correctly, our [Payroll and HR](app://service-group/22) team can take over your payroll. The previous year's minimum wage changes are summarised in the article [Minimum wage 2025](app://blog/14).`,
      tags: ['payroll', 'minimum wage', '2026'],
    },
  },
  {
    id: 27,
    updated_at: '2026-02-17T08:00:00+01:00',
    category_id: 1,
    author_id: 13,
    image: null,
    published_at: '2026-02-17T08:00:00+01:00',
    cs: {
      slug: 'terminy-danovych-priznani-za-rok-2025',
      title: 'Termíny daňových přiznání za rok 2025',
      perex: 'Papírové přiznání je letos třeba podat do 1. dubna, elektronické do 4. května. Připomínáme i další jarní termíny od ročního zúčtování po daň z nemovitých věcí.',
      body: `Stejně jako každý rok připomínáme jarní daňový kalendář. Letos připadá 1. květen na pátek, a **elektronická lhůta se proto posouvá až na pondělí 4. května 2026**.

## Daň z příjmů

| Způsob podání | Lhůta pro podání i zaplacení |
|---|---|
| Listinné přiznání | středa 1. dubna 2026 |
| Elektronické přiznání | pondělí 4. května 2026 |
| Přiznání podávané daňovým poradcem | středa 1. července 2026 |

Plnou moc pro daňového poradce je nutné uplatnit u finančního úřadu **do 1. dubna**. Kdo má datovou schránku, musí přiznání podat elektronicky.

## Další jarní termíny

- **16. února 2026** – zaměstnanci žádají zaměstnavatele o roční zúčtování záloh (15. února připadá na neděli),
- **31. března 2026** – zaměstnavatel provede roční zúčtování,
- **1. června 2026** – splatnost daně z nemovitých věcí nebo její první splátky (31. května je neděle),
- měsíc po lhůtě pro přiznání – přehledy OSVČ pro sociální a zdravotní pojištění.

## Co letos nepodceňte

1. **Osvobození u kryptoaktiv a cenných papírů.** Poprvé se v plném rozsahu uplatní nová pravidla pro časový test a limit 100 000 Kč – podrobnosti v článku [Zdanění kryptoaktiv od roku 2025](app://blog/16).
2. **Oznámení osvobozených příjmů.** Kdo měl osvobozené příjmy nad 5 milionů korun, například z prodeje nemovitosti, musí je oznámit ve lhůtě pro přiznání.
3. **Benefity nad limit.** Zkontrolujte, zda zaměstnavatel správně zdanil benefity přesahující roční limit.

> Přiznání poslané poslední den přes datovou schránku je v pořádku. Přiznání poslané poslední den bez podkladů k uplatněným slevám už méně.

Formuláře a elektronické podání najdete na [daňovém portálu Finanční správy](https://www.financnisprava.cz/). Chcete-li využít lhůtu do 1. července, [ozvěte se nám](app://route/contacts) včas – plnou moc vyřídíme za vás.`,
      tags: ['přiznání', 'termíny', '2026'],
    },
    en: {
      slug: 'tax-return-deadlines-for-2025',
      title: 'Tax return deadlines for 2025',
      perex: 'Paper returns are due by 1 April this year and electronic ones by 4 May. We also recap the other spring deadlines, from the annual payroll tax settlement to real estate tax.',
      body: `As every year, here is the spring tax calendar. This year 1 May falls on a Friday, so **the electronic deadline moves to Monday 4 May 2026**.

## Income tax

| Filing method | Deadline for filing and payment |
|---|---|
| Paper return | Wednesday 1 April 2026 |
| Electronic return | Monday 4 May 2026 |
| Return filed by a tax advisor | Wednesday 1 July 2026 |

The power of attorney for a tax advisor must be lodged with the tax office **by 1 April**. Anyone with a data box must file electronically.

## Other spring deadlines

- **16 February 2026** – employees ask their employer for the annual settlement of payroll tax (15 February is a Sunday),
- **31 March 2026** – the employer carries out the annual settlement,
- **1 June 2026** – real estate tax or its first instalment is due (31 May is a Sunday),
- one month after the return deadline – the self-employed file their social and health insurance statements.

## What not to underestimate this year

1. **Exemptions for crypto-assets and securities.** The new rules for the holding test and the CZK 100,000 limit apply in full for the first time – details in the article [Crypto-asset taxation from 2025](app://blog/16).
2. **Reporting exempt income.** Anyone with exempt income above CZK 5 million, for example from selling real estate, must report it by the return deadline.
3. **Benefits above the cap.** Check that your employer correctly taxed benefits exceeding the annual cap.

> A return sent through the data box on the last day is fine. A return sent on the last day without the documents supporting your tax credits is less so.

Forms and electronic filing are available on the [Czech Financial Administration's tax portal](https://www.financnisprava.cz/). If you want to use the 1 July deadline, [contact us](app://route/contacts) in time – we will handle the power of attorney for you.`,
      tags: ['tax return', 'deadlines', '2026'],
    },
  },
  {
    id: 28,
    updated_at: '2026-04-19T13:25:00+02:00',
    category_id: 1,
    author_id: 11,
    image: '/media/blog/global-minimum-tax-first-filings.jpg',
    published_at: '2026-04-14T08:00:00+02:00',
    cs: {
      slug: 'globalni-minimalni-dan-prvni-podani-do-30-cervna-2026',
      title: 'Globální minimální daň: první podání do 30. června 2026',
      perex: 'Velké nadnárodní skupiny podávají letos poprvé informační přiznání k dorovnávací dani za rok 2024. Co obsahuje a proč se příprava nedá nechat na červen.',
      body: `Zákon o dorovnávacích daních platí od 31. prosince 2023 a zavádí do českého práva **globální minimální daň 15 %** podle pravidel OECD a směrnice EU (tzv. Pilíř 2). Pro většinu skupin jde letos o první ostré podání – a to za rok 2024.

## Koho se týká

Pravidla se vztahují na skupiny s konsolidovanými výnosy alespoň **750 milionů eur** ve dvou ze čtyř předchozích let. Pokud česká dceřiná společnost do takové skupiny patří, týkají se jí bez ohledu na svou velikost.

## Tři dorovnávací daně

| Daň | Kdo ji platí | Kdy se uplatní |
|---|---|---|
| Tuzemská dorovnávací daň | česká entita skupiny | efektivní sazba v Česku je nižší než 15 % |
| Zahraniční dorovnávací daň | česká mateřská entita | dceřiné společnosti v zahraničí jsou zdaněny pod 15 % |
| Doplňková dorovnávací daň | česká entita skupiny | zahraniční mateřská společnost pravidla neuplatňuje |

## Termíny

1. **30. června 2026** – informační přiznání a přiznání k dorovnávacím daním za rok 2024 (u prvního roku platí lhůta 18 měsíců).
2. Pro další roky se lhůta zkracuje na **15 měsíců** po skončení účetního období.
3. Pokud informační přiznání podává za skupinu entita v jiném státě, musí česká entita ve stanovené lhůtě oznámit, která to je.

> I když česká efektivní sazba obvykle převyšuje 15 %, informační přiznání a podklady k výpočtu je potřeba připravit. Samotný sběr dat ze skupiny trvá týdny.

## Přechodné bezpečné přístavy

Do roku 2026 mohou skupiny využít **přechodný bezpečný přístav** založený na zprávě podle jednotlivých zemí (CbCR). Pokud jurisdikce projde jedním ze zjednodušených testů, dorovnávací daň se za ni nepočítá. Testy ale vyžadují kvalitní data ze CbCR a podmínky je třeba pečlivě zdokumentovat.

Podrobnosti zveřejňuje [Finanční správa](https://www.financnisprava.cz/) i [OECD](https://www.oecd.org/tax/beps/). Výpočty a podání připravujeme ve spolupráci se sítí Meridian Global – obraťte se na [doc. Ing. Alenu Markovou, Ph.D.](app://person/11) nebo na tým [Mezinárodní zdanění](app://service/105).`,
      tags: ['Pilíř 2', 'minimální daň', 'skupiny'],
    },
    en: {
      slug: 'global-minimum-tax-first-filings-due-30-june-2026',
      title: 'Global minimum tax: first filings due by 30 June 2026',
      perex: 'Large multinational groups are filing their first top-up tax information return, for 2024, this year. What it contains and why preparation cannot be left until June.',
      body: `The Czech Top-up Taxes Act has applied since 31 December 2023 and brings the **15% global minimum tax** under the OECD rules and the EU directive (Pillar Two) into Czech law. For most groups this year brings the first real filing – for 2024.

## Who is covered

The rules apply to groups with consolidated revenue of at least **EUR 750 million** in two of the four preceding years. If a Czech subsidiary belongs to such a group, the rules apply to it regardless of its own size.

## Three top-up taxes

| Tax | Who pays it | When it applies |
|---|---|---|
| Domestic top-up tax | the Czech group entity | the effective rate in Czechia is below 15% |
| Foreign top-up tax (IIR) | the Czech parent entity | foreign subsidiaries are taxed below 15% |
| Supplementary top-up tax (UTPR) | the Czech group entity | the foreign parent does not apply the rules |

## Deadlines

1. **30 June 2026** – the information return and top-up tax returns for 2024 (an 18-month deadline applies to the first year).
2. For later years the deadline shortens to **15 months** after the end of the financial year.
3. If an entity in another country files the information return for the group, the Czech entity must notify which entity it is within the set deadline.

> Even where the Czech effective rate is usually above 15%, the information return and calculation documents must be prepared. Collecting the data from the group alone takes weeks.

## Transitional safe harbours

Until 2026, groups may use a **transitional safe harbour** based on the country-by-country report (CbCR). If a jurisdiction passes one of the simplified tests, no top-up tax is calculated for it. The tests, however, require good CbCR data, and the conditions must be carefully documented.

Details are published by the [Czech Financial Administration](https://www.financnisprava.cz/) and the [OECD](https://www.oecd.org/tax/beps/). We prepare calculations and filings together with the Meridian Global network – contact [Alena Marková](app://person/11) or our [international taxation](app://service/105) team.`,
      tags: ['Pillar Two', 'minimum tax', 'groups'],
    },
  },
  {
    id: 29,
    updated_at: '2026-06-09T08:00:00+02:00',
    category_id: 3,
    author_id: 2,
    image: '/media/blog/preparing-for-your-audit.jpg',
    published_at: '2026-06-09T08:00:00+02:00',
    cs: {
      slug: 'jak-se-pripravit-na-audit-a-usetrit-cas',
      title: 'Jak se připravit na audit a ušetřit čas sobě i auditorovi',
      perex: 'Hladký audit nezačíná v březnu, ale už při plánování v létě. Sdílíme postup, díky kterému naši klienti zkracují audit o týdny.',
      body: `Audit účetní závěrky se dá prožít jako nepříjemná kontrola, nebo jako užitečná zpětná vazba. Rozdíl většinou nedělá auditor, ale **příprava na straně klienta**. Po letech praxe vidíme, které kroky mají největší efekt.

## Časový plán auditu

| Fáze | Kdy | Co se děje |
|---|---|---|
| Plánování | léto až podzim | porozumění podnikání, rizika, dohoda termínů |
| Předběžný audit | říjen až prosinec | testy vnitřních kontrol, výběr vzorků za první část roku |
| Inventury | prosinec až leden | účast auditora na fyzických inventurách |
| Závěrečný audit | únor až duben | ověření zůstatků, odhadů a zveřejnění |
| Zpráva | do termínu valné hromady | výrok auditora, dopis vedení |

![Časová osa auditu od plánování po zprávu auditora](/media/blog/audit-timeline-phases.svg)

## Seznam podkladů

Na začátku závěrečné fáze dostanete od nás **seznam podkladů** (tzv. PBC list). Nejvíc času ušetří, když:

- přiřadíte ke každé položce odpovědnou osobu a termín,
- podklady nahrajete do sdíleného úložiště v dohodnuté struktuře, ne e-mailem,
- k rekonsiliacím přiložíte i podpůrné doklady, ne jen výslednou tabulku,
- odsouhlasíte zůstatky s hlavní knihou dřív, než je pošlete.

## Tři oblasti, kde se audit nejčastěji zadrhne

1. **Odhady** – opravné položky, rezervy a nevyfakturované dodávky. Auditor potřebuje vidět, jak jste k číslu došli.
2. **Výnosy** – hlavně u zakázek přesahujících konec roku a u smluv s více plněními.
3. **Spřízněné osoby** – úplný seznam transakcí se spřízněnými osobami chybí častěji, než by člověk čekal.

> Nejlepší audity, které vedeme, mají jedno společné: klient ví, co od něj budeme chtít, dřív, než o to požádáme.

## Po auditu

Dopis vedení není formalita. Obsahuje doporučení k vnitřním kontrolám a daním, ke kterým se vyplatí vrátit ještě před dalším auditem. Kritéria povinného auditu připomíná článek [Kdy musí mít firma povinný audit](app://blog/6).

Více o našem přístupu najdete v sekci [Audit](app://service-group/18). Na termín plánovací schůzky se domluvte s [Ing. Filipem Navrátilem](app://person/14).`,
      tags: ['audit', 'účetní závěrka', 'příprava'],
    },
    en: {
      slug: 'how-to-prepare-for-your-audit-and-save-time',
      title: 'How to prepare for your audit and save time for you and your auditor',
      perex: 'A smooth audit does not start in March but with planning in the summer. We share the approach that helps our clients shorten their audit by weeks.',
      body: `An audit of financial statements can feel like an unpleasant inspection or like useful feedback. The difference is usually made not by the auditor but by **the client's preparation**. After years of practice we see which steps have the biggest effect.

## The audit timeline

| Phase | When | What happens |
|---|---|---|
| Planning | summer to autumn | understanding the business, risks, agreeing dates |
| Interim audit | October to December | testing internal controls, sampling the first part of the year |
| Stock counts | December to January | the auditor attends physical counts |
| Final audit | February to April | verifying balances, estimates and disclosures |
| Report | by the general meeting | the auditor's opinion, the management letter |

![Audit timeline from planning to the auditor's report](/media/blog/audit-timeline-phases.svg)

## The list of documents

At the start of the final phase you receive a **list of documents** from us (the so-called PBC list). You save the most time if you:

- assign an owner and a deadline to each item,
- upload documents to a shared storage in the agreed structure, not by e-mail,
- attach supporting documents to reconciliations, not just the resulting spreadsheet,
- agree balances to the general ledger before sending them.

## Three areas where audits most often stall

1. **Estimates** – allowances, provisions and uninvoiced deliveries. The auditor needs to see how you arrived at the figure.
2. **Revenue** – especially for contracts spanning the year-end and contracts with multiple deliverables.
3. **Related parties** – a complete list of related-party transactions is missing more often than you would expect.

> The best audits we run have one thing in common: the client knows what we will ask for before we ask.

## After the audit

The management letter is not a formality. It contains recommendations on internal controls and taxes that are worth revisiting before the next audit. The criteria for a statutory audit are recapped in the article [When does a company need a statutory audit?](app://blog/6)

Read more about our approach in the [Audit](app://service-group/18) section. To arrange a planning meeting, contact [Filip Navrátil](app://person/14).`,
      tags: ['audit', 'financial statements', 'preparation'],
    },
  },
  {
    id: 30,
    updated_at: '2026-11-15T10:00:00+01:00',
    category_id: 6,
    author_id: 10,
    image: '/media/blog/24-years-of-korvina.jpg',
    published_at: '2026-11-15T10:00:00+01:00',
    cs: {
      slug: '24-let-korviny-co-jsme-se-naucili',
      title: '24 let Korviny: co jsme se za ta léta naučili',
      perex: 'Z pětičlenné kanceláře na Karlíně jsme se rozrostli na více než 140 odborníků v Praze a Brně. Ohlédnutí za čtyřiadvaceti lety a za tím, co platí pořád.',
      body: `Korvinu založili v roce 2002 tři daňoví poradci a dvě účetní v malé kanceláři na pražském Karlíně. Dnes nás je **přes 140** a klientům pomáháme z Prahy i Brna ve dvanácti oborech. Při výročí jsme se zastavili a zeptali se sami sebe, co se za ta léta změnilo – a co ne.

## Milníky

| Rok | Událost |
|---|---|
| 2002 | založení firmy, první klienti z řad středních výrobních podniků |
| 2008 | otevření kanceláře v Brně |
| 2011 | vstup do mezinárodní sítě Meridian Global |
| 2016 | vznik samostatného týmu pro veřejné zakázky a forenzní audit |
| 2022 | první projekty v oblasti ESG a reportingu udržitelnosti |
| 2026 | více než 140 odborníků ve dvou kancelářích |

![Časová osa historie Korviny od roku 2002](/media/blog/korvina-history-timeline.svg)

## Co se změnilo

- **Tempo legislativy.** Na začátku jsme sledovali jednu větší daňovou novelu ročně. Dnes jich je několik a k tomu evropské směrnice.
- **Technologie.** Z šanonů jsme přešli na elektronické podání, datové schránky a automatizované zpracování faktur.
- **Očekávání klientů.** Klienti už nechtějí jen správně vyplněný formulář, ale partnera, který jim řekne, co změna znamená pro jejich podnikání.

## Co platí pořád

> „Klient si nás nepamatuje podle toho, kolik paragrafů známe, ale podle toho, jestli jsme zvedli telefon, když to potřeboval,“ říká [Ing. Zdeněk Hájek](app://person/10), jeden ze zakladatelů a dnes předseda dozorčí rady.

1. Každý klient má jednoho člověka, který zná jeho firmu a koordinuje ostatní.
2. Odborníci se učí navzájem – daňoví poradci s auditory, účetní se mzdovými specialisty.
3. Dáváme prostor mladým lidem. Řada dnešních partnerů u nás začínala na stáži.

## Děkujeme

Děkujeme klientům za důvěru a kolegům za práci, kterou za čtyřiadvacet let odvedli. Pokud byste se k nám chtěli přidat, podívejte se na [volné pozice](app://route/jobs). Více o nás najdete na stránce [O nás](app://route/about).`,
      tags: ['výročí', 'Korvina', 'historie'],
    },
    en: {
      slug: '24-years-of-korvina-what-we-have-learned',
      title: '24 years of Korvina: what we have learned',
      perex: 'From a five-person office in Karlín we have grown to more than 140 experts in Prague and Brno. A look back at twenty-four years and at what still holds true.',
      body: `Korvina was founded in 2002 by three tax advisors and two accountants in a small office in Prague's Karlín district. Today there are **more than 140 of us**, helping clients from Prague and Brno in twelve fields. For our anniversary we paused and asked ourselves what has changed over the years – and what has not.

## Milestones

| Year | Event |
|---|---|
| 2002 | the firm is founded; first clients among mid-sized manufacturers |
| 2008 | the Brno office opens |
| 2011 | Korvina joins the international network Meridian Global |
| 2016 | a dedicated team for public procurement and forensic audit is formed |
| 2022 | first ESG and sustainability reporting projects |
| 2026 | more than 140 experts in two offices |

![Timeline of Korvina's history since 2002](/media/blog/korvina-history-timeline.svg)

## What has changed

- **The pace of legislation.** In the early days we followed one major tax amendment a year. Today there are several, plus EU directives.
- **Technology.** We moved from binders to electronic filing, data boxes and automated invoice processing.
- **Client expectations.** Clients no longer want just a correctly completed form, but a partner who tells them what a change means for their business.

## What still holds true

> "Clients do not remember us for how many sections of the law we know, but for whether we picked up the phone when they needed us," says [Zdeněk Hájek](app://person/10), one of the founders and now chair of the supervisory board.

1. Every client has one person who knows their business and coordinates everyone else.
2. Experts learn from each other – tax advisors from auditors, accountants from payroll specialists.
3. We give young people room to grow. Many of today's partners started with us as interns.

## Thank you

We thank our clients for their trust and our colleagues for the work they have done over twenty-four years. If you would like to join us, take a look at our [job vacancies](app://route/jobs). Find out more about us on the [About us](app://route/about) page.`,
      tags: ['anniversary', 'Korvina', 'history'],
    },
  },
]
