// Sample blog posts: Czech tax, accounting, audit, payroll and legal topics of 2024-2026, one to
// three a month, ids in publishing order. Posts 3, 12, 13 and 25 exist in Czech only and post 21
// in English only, so lists, slug translations and the language switch meet single-locale items.
// English texts never link to Czech-only items (posts 3, 12, 13, 25; people 25-28).
// Markdown bodies are kept flush-left: indented lines would turn into code blocks.
import type { AuthoredBlogPost } from './types.js'

export const blogPosts: AuthoredBlogPost[] = [
  {
    id: 1,
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
| Prodloužení v složitých případech | až 2× o 30 dnů |

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
    category_id: 3,
    author_id: 14,
    image: '/media/blog/statutory-audit-thresholds.svg',
    published_at: '2024-05-21T08:00:00+02:00',
    cs: {
      slug: 'kdy-musi-mit-firma-povinny-audit',
      title: 'Kdy musí mít firma povinný audit účetní závěrky',
      perex: 'Povinnost auditu nevzniká jen velkým korporacím. Rozhodují tři kritéria, dvě po sobě jdoucí období a také právní forma společnosti.',
      body: `Každé jaro nám volají jednatelé, kteří zjistili, že jejich firma „přerostla" do povinného auditu, a účetní závěrka přitom už je hotová. Aby vás to nezaskočilo, shrnujeme pravidla podle **§ 20 zákona o účetnictví**.

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
    category_id: 6,
    author_id: 8,
    image: '/media/blog/meridian-global-conference-lisbon.svg',
    published_at: '2024-10-15T08:00:00+02:00',
    cs: {
      slug: 'z-konference-meridian-global-v-lisabonu',
      title: 'Z výroční konference sítě Meridian Global v Lisabonu',
      perex: 'Tři dny, více než osm set kolegů ze sta padesáti zemí a jedno společné téma: jak zůstat klientům blízko, když se pravidla mění každý rok.',
      body: `Korvina je od svých začátků součástí mezinárodní sítě **Meridian Global**, která dnes sdružuje 530 kanceláří ve 150 zemích. Letošní výroční konference se konala v Lisabonu a za Korvinu se jí zúčastnilo šest kolegů z Prahy i Brna.

![Společná fotografie delegace Korviny na konferenci v Lisabonu](/media/blog/meridian-lisbon-delegation.svg)

## O čem se mluvilo

- **Globální minimální daň.** Kolegové z Irska a Nizozemska sdíleli první zkušenosti s výpočty dorovnávací daně pro nadnárodní skupiny.
- **Reporting udržitelnosti.** Skandinávské firmy popsaly, jak zvládly první analýzu dvojí významnosti, a co by příště udělaly jinak.
- **Umělá inteligence v auditu.** Workshop o tom, kde nástroje na analýzu dat šetří čas a kde naopak nesmí nahradit úsudek auditora.
- **Převodní ceny.** Praktické případy sporů o management fees a o odměnu za distribuci.

## Co si odvážíme

> „Nejcennější nebyly přednášky, ale rozhovory u kávy. Teď víme, komu zavolat, když náš klient otevírá pobočku v Portugalsku nebo v Brazílii," říká [Ing. Tomáš Vrba](app://person/1), řídící partner Korviny.

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
      body: `Korvina has been part of the international network **Meridian Global** since its early days; today the network brings together 530 offices in 150 countries. This year's annual conference took place in Lisbon, and six colleagues from Prague and Brno represented Korvina.

![Group photo of the Korvina delegation at the Lisbon conference](/media/blog/meridian-lisbon-delegation.svg)

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
    category_id: 2,
    author_id: 4,
    image: '/media/blog/year-end-closing-checklist.svg',
    published_at: '2024-11-26T08:00:00+01:00',
    cs: {
      slug: 'uzaverka-roku-kontrolni-seznam-pro-ucetni',
      title: 'Roční účetní závěrka: kontrolní seznam pro prosinec a leden',
      perex: 'Dobře připravená závěrka začíná už v listopadu. Sepsali jsme kroky, na které se v prosincovém shonu nejčastěji zapomíná.',
      body: `Roční účetní závěrka není jen „zavřít rok v systému". Kvalita závěrky ovlivňuje daň, výsledek auditu i to, jak firmu uvidí banka. Tady je náš kontrolní seznam, podle kterého postupujeme u klientů.

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

> Častou chybou je inventura provedená „od stolu" přepisem skladové evidence. Takový soupis neprokazuje skutečný stav a při kontrole neobstojí.

## Sankce

Za nesprávně provedenou inventarizaci hrozí pokuta až **3 % hodnoty aktiv** účetní jednotky. Mnohem citelnější ale bývá neprůkazné účetnictví, kvůli kterému může finanční úřad stanovit daň podle pomůcek.

Pomoc s organizací inventur i kontrolu soupisů nabízí náš tým [Účetnictví](app://service-group/19). Navazující kroky roční závěrky shrnuje článek [Roční účetní závěrka: kontrolní seznam](app://blog/11).`,
      tags: ['inventarizace', 'účetnictví', 'závěrka'],
    },
  },
  {
    id: 14,
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

## Pozor na „příjem", ne „zisk"

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
    category_id: 2,
    author_id: 9,
    image: '/media/blog/e-invoicing-vida.svg',
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

![Ukázka analýzy plateb dodavatelům s vyznačenými anomáliemi](/media/blog/fraud-analytics-anomalies.svg)

## Co dělat při podezření

1. **Nikoho předčasně nekonfrontujte.** Rozhovor s podezřelým ve chvíli, kdy nemáte důkazy, vede k mazání dat.
2. **Zajistěte data.** E-maily, účetní systém a firemní zařízení je třeba zajistit forenzně správně, aby obstála i u soudu.
3. **Přizvěte právníka.** Od začátku je potřeba myslet na pracovněprávní, trestní i ochranu osobních údajů.
4. **Vymezte rozsah šetření.** Co přesně prověřujeme, za jaké období a kdo bude o výsledcích informován.
5. **Zdokumentujte vše.** Každý krok šetření by měl být dohledatelný.

> „Nejdražší bývá prvních čtyřicet osm hodin po odhalení. Co se v té době zanedbá, se později těžko napravuje," upozorňuje [Ing. Ondřej Kratochvíl](app://person/7), vedoucí forenzního týmu.

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

![Example analysis of supplier payments with anomalies highlighted](/media/blog/fraud-analytics-anomalies.svg)

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
