// Sample career blog posts: working at Korvina, told by its people (ids in publishing order).
// Post 3 (the Czech tax advisor exams) exists in Czech only, so the English career blog has a gap.
// English texts never link to Czech-only items (career post 3; people 25-28).
// Markdown bodies are kept flush-left: indented lines would turn into code blocks.
import type { AuthoredCareerPost } from './types.js'

export const careerPosts: AuthoredCareerPost[] = [
  {
    id: 1,
    updated_at: '2024-02-27T08:00:00+01:00',
    author_id: 6,
    image: '/media/career/summer-internship.jpg',
    published_at: '2024-02-27T08:00:00+01:00',
    cs: {
      slug: 'letni-staz-v-korvine-co-vas-ceka',
      title: 'Letní stáž v Korvině: co vás čeká',
      perex: 'Každé léto u nás začíná dvacet studentů. Nekopírují papíry, ale pracují na skutečných projektech po boku zkušených kolegů.',
      body: `Letní stáž je pro nás hlavní cestou, jak najít budoucí kolegy. Řada dnešních manažerů i partnerů u nás začínala právě jako stážisté. Proto stáž bereme vážně – **pro studenty i pro nás je to dvouměsíční vzájemné poznávání**.

## Jak stáž probíhá

- trvá 8 až 10 týdnů, obvykle od července do září,
- vybíráte si tým: daně, audit, účetnictví, mzdy, oceňování nebo forenzní audit,
- od prvního dne máte svého **buddyho**, který vám pomůže s čímkoli od systému po oběd,
- stáž je placená a je možné ji kombinovat s dovolenou či zkouškami.

## Co budete dělat

1. První týden absolvujete úvodní školení – účetní systém, bezpečnost dat, jak pracujeme s klienty.
2. Pak se zapojíte do běžných projektů: přípravy podkladů pro audit, rešerše k daňovým dotazům, zpracování mezd.
3. Na konci stáže představíte vedení týmu krátkou prezentaci o tom, co jste se naučili.

> „Nejvíc mě překvapilo, že jsem hned druhý týden jela s týmem ke klientovi na inventuru,“ vzpomíná kolegyně, která u nás loni nastoupila na plný úvazek.

## Koho hledáme

Studenty třetího a vyššího ročníku ekonomických a právnických oborů, kteří mají chuť učit se a nebojí se zeptat. Znalost angličtiny výhodou, dokonalost v Excelu ne podmínkou.

Aktuální nabídku stáží najdete mezi [volnými pozicemi](app://route/jobs). Víc o tom, jak se u nás pracuje, se dozvíte na stránce [Kariéra](app://route/career).`,
    },
    en: {
      slug: 'summer-internship-at-korvina-what-to-expect',
      title: 'Summer internship at Korvina: what to expect',
      perex: 'Every summer twenty students join us. They do not photocopy documents; they work on real projects alongside experienced colleagues.',
      body: `A summer internship is our main way of finding future colleagues. Many of today's managers and partners started with us as interns. That is why we take internships seriously – **for students and for us, it is two months of getting to know each other**.

## How the internship works

- it lasts 8 to 10 weeks, usually from July to September,
- you choose a team: tax, audit, accounting, payroll, valuation or forensic audit,
- from day one you have a **buddy** who helps with anything from the systems to lunch,
- the internship is paid and can be combined with holidays or exams.

## What you will do

1. In the first week you complete induction training – the accounting system, data security, how we work with clients.
2. Then you join ordinary projects: preparing audit documents, researching tax questions, processing payroll.
3. At the end you give your team's leadership a short presentation on what you have learned.

> "What surprised me most was that in my second week I went with the team to a client's stock count," recalls a colleague who joined us full time last year.

## Who we are looking for

Students in their third year or later of economics or law who want to learn and are not afraid to ask. English is an advantage; perfect Excel skills are not a requirement.

Current internship openings are listed among our [job vacancies](app://route/jobs). Find out more about working with us on the [Career](app://route/career) page.`,
    },
  },
  {
    id: 2,
    updated_at: '2024-05-07T08:00:00+02:00',
    author_id: 14,
    image: '/media/career/a-day-of-an-auditor.jpg',
    published_at: '2024-05-07T08:00:00+02:00',
    cs: {
      slug: 'jeden-den-auditora',
      title: 'Jeden den auditora: od ranní porady po inventuru v mrazírně',
      perex: 'Auditor nesedí celý den nad tabulkami. Filip Navrátil popisuje, jak vypadá jeho typický den v sezoně – i ten méně typický.',
      body: `Když lidem řeknu, že jsem auditor, představí si člověka, který celý den odškrtává čísla. Práce je to ale mnohem pestřejší. Takhle vypadal jeden můj únorový den.

## 8:00 – ranní porada týmu

Na projektu u výrobní firmy jsme čtyři. Ráno si rozdělíme oblasti: já mám zásoby a výnosy, kolegyně pohledávky, asistent bankovní konfirmace. **Každý ví, co má do večera hotové** a na koho se obrátit, když se zasekne.

## 9:30 – rozhovor s finanční ředitelkou

Nejzajímavější část auditu jsou rozhovory. Probíráme, proč meziročně vzrostly opravné položky a jak firma odhaduje rezervu na záruky. Dobrý auditor se musí ptát tak, aby pochopil podnikání, ne aby vyslýchal.

## 13:00 – testování vzorků

Odpoledne patří detailům:

- vybírám vzorek faktur a dohledávám k nim dodací listy a smlouvy,
- ověřuji, že výnosy patří do správného období,
- rozdíly zapisuji do pracovních papírů a konzultuji s manažerkou projektu.

## 17:00 – a zítra do mrazírny

Den končí plánováním. Zítra jdeme k jinému klientovi na inventuru do mrazírny, takže teplé oblečení je povinná výbava. I to je audit.

> Co mě na práci baví nejvíc? Za rok poznám zevnitř deset různých firem. Takový rozhled bych jinde získával celý život.

Pokud vás audit láká, podívejte se na [volné pozice](app://route/jobs) – hledáme asistenty i zkušené auditory. Víc o týmu najdete na stránce [Kariéra](app://route/career).`,
    },
    en: {
      slug: 'a-day-in-the-life-of-an-auditor',
      title: 'A day in the life of an auditor: from the morning meeting to a stock count in a cold store',
      perex: 'An auditor does not spend all day over spreadsheets. Filip Navrátil describes his typical day in busy season – and a less typical one.',
      body: `When I tell people I am an auditor, they picture someone ticking off numbers all day. The job is far more varied than that. This is what one of my February days looked like.

## 8:00 – the team's morning meeting

There are four of us on a project at a manufacturing company. In the morning we divide the areas: I have inventory and revenue, a colleague has receivables, an assistant has bank confirmations. **Everyone knows what must be done by the evening** and whom to ask when stuck.

## 9:30 – a conversation with the CFO

The most interesting part of an audit is the conversations. We discuss why allowances rose year on year and how the company estimates its warranty provision. A good auditor asks questions to understand the business, not to interrogate.

## 13:00 – testing samples

The afternoon is about detail:

- I pick a sample of invoices and trace them to delivery notes and contracts,
- I check that revenue is recorded in the right period,
- I record differences in the working papers and discuss them with the engagement manager.

## 17:00 – and tomorrow, the cold store

The day ends with planning. Tomorrow we are going to another client's stock count in a cold store, so warm clothes are mandatory equipment. That is audit too.

> What do I enjoy most? In a year I get to know ten different companies from the inside. Elsewhere it would take a lifetime to gain that kind of perspective.

If audit appeals to you, see our [job vacancies](app://route/jobs) – we are looking for assistants as well as experienced auditors. Read more about the team on the [Career](app://route/career) page.`,
    },
  },
  {
    id: 3,
    updated_at: '2024-09-17T08:00:00+02:00',
    author_id: 13,
    image: '/media/career/tax-advisor-exam.svg',
    published_at: '2024-09-17T08:00:00+02:00',
    // Czech only: the Czech Chamber of Tax Advisors' exams concern Czech-speaking candidates.
    cs: {
      slug: 'jak-jsem-slozila-zkousku-danoveho-poradce',
      title: 'Jak jsem složila zkoušku daňového poradce',
      perex: 'Zkouška Komory daňových poradců patří k nejtěžším profesním zkouškám v Česku. Veronika Krejčí sdílí, jak se na ni připravovala a s čím jí firma pomohla.',
      body: `Když jsem před pěti lety nastupovala do daňového týmu, věděla jsem, že jednou budu chtít složit **zkoušku daňového poradce**. Bez ní nemůžete klienty samostatně zastupovat a ani prodloužit lhůtu pro podání přiznání. Letos na jaře jsem to konečně dokázala.

## Jak zkouška vypadá

Zkoušku pořádá Komora daňových poradců ČR. Skládá se z několika **písemných dílčích zkoušek** – z daní z příjmů, DPH, správy daní, účetnictví a dalších oblastí – a ze **závěrečné ústní zkoušky**. Podmínkou je vysokoškolské vzdělání, praxe se hodí víc, než by se zdálo.

## Jak jsem se připravovala

1. Každou dílčí zkoušku jsem si naplánovala na jeden zkouškový termín, nic jsem nedělala souběžně.
2. Tři měsíce před zkouškou jsem se učila dvě hodiny denně, víkendy jsem si nechávala na opakování.
3. S dalšími dvěma kolegy jsme si vytvořili studijní skupinu a navzájem si zkoušeli příklady.
4. Nejvíc mi pomohlo řešit příklady z vlastní praxe – u zkoušky se pak nic nezdálo úplně cizí.

## S čím pomáhá Korvina

- hradí poplatky za zkoušky i přípravné kurzy,
- poskytuje **studijní volno** před každou dílčí zkouškou,
- zkušení poradci vedou pro uchazeče interní semináře,
- po úspěšném složení následuje kariérní posun a vyšší odměna.

> Nejtěžší nebyla samotná látka, ale vydržet. Pomáhá vědět, že vás tým podrží, když v týdnu před zkouškou nejste k zastižení.

Pokud vás daně baví a chcete se v nich rozvíjet, podívejte se na [volné pozice](app://route/jobs) v daňovém týmu. Víc o vzdělávání v Korvině najdete na stránce [Kariéra](app://route/career).`,
    },
  },
  {
    id: 4,
    updated_at: '2024-11-25T13:25:00+01:00',
    author_id: 4,
    image: '/media/career/mentoring-programme.svg',
    published_at: '2024-11-19T08:00:00+01:00',
    cs: {
      slug: 'mentoring-v-korvine-jak-funguje',
      title: 'Mentoring v Korvině: jak funguje a co dává oběma stranám',
      perex: 'Každý nový kolega dostane kromě vedoucího i mentora z jiného týmu. Lucie Šimková vysvětluje, proč mentoring oddělujeme od řízení a co z něj mají zkušení kolegové.',
      body: `Mentoringový program jsme spustili před šesti lety. Dnes v něm je **přes čtyřicet dvojic** a pro nové kolegy je to jedna z věcí, které na Korvině oceňují nejvíc.

## Mentor není šéf

Mentor je vždy **z jiného týmu** než mentee. Nehodnotí výkon, nerozděluje práci a neřeší odměny. Díky tomu se s ním dá mluvit otevřeně – o chybě, o nejistotě, nebo o tom, jestli jsem si vybral správný obor.

## Jak program probíhá

1. Po zkušební době si nový kolega vybere ze tří navržených mentorů.
2. Dvojice se potkává jednou měsíčně, ideálně mimo kancelář.
3. Na začátku si společně stanoví cíle – například připravit se na zkoušku nebo zlepšit prezentační dovednosti.
4. Po roce program vyhodnotíme a dvojice se rozhodne, zda pokračuje.

## Co z toho má mentor

- **nový pohled** – mladší kolegové se nebojí zpochybnit zaběhnuté postupy,
- příležitost rozvíjet vlastní vedení lidí bez formální odpovědnosti,
- lepší přehled o tom, co se děje v jiných týmech.

> „Jako mentorka jsem se naučila víc naslouchat. A několikrát jsem díky otázce svého mentee změnila postup, který jsme dělali deset let stejně.“

Chcete být součástí týmu, kde se lidé učí jeden od druhého? Podívejte se na [volné pozice](app://route/jobs) nebo na stránku [Kariéra](app://route/career).`,
    },
    en: {
      slug: 'mentoring-at-korvina-how-it-works',
      title: 'Mentoring at Korvina: how it works and what it gives both sides',
      perex:
        'Every new colleague gets a mentor from another team in addition to their manager. Lucie Šimková explains why we keep mentoring separate from management and what experienced colleagues gain.',
      body: `We launched our mentoring programme six years ago. Today it has **more than forty pairs**, and new colleagues name it among the things they value most about Korvina.

## A mentor is not a boss

A mentor always comes **from a different team** than the mentee. They do not assess performance, assign work or decide on pay. That makes it possible to talk openly – about a mistake, about uncertainty, or about whether I chose the right field.

## How the programme works

1. After the probation period, a new colleague chooses from three suggested mentors.
2. The pair meets once a month, ideally outside the office.
3. At the start they set goals together – for example, preparing for an exam or improving presentation skills.
4. After a year we review the programme and the pair decides whether to continue.

## What the mentor gains

- **a fresh perspective** – younger colleagues are not afraid to question established practices,
- a chance to develop leadership skills without formal responsibility,
- a better picture of what is happening in other teams.

> "As a mentor I have learned to listen more. And several times a question from my mentee made me change a process we had done the same way for ten years."

Would you like to be part of a team where people learn from each other? See our [job vacancies](app://route/jobs) or the [Career](app://route/career) page.`,
    },
  },
  {
    id: 5,
    updated_at: '2025-03-25T08:00:00+01:00',
    author_id: 18,
    image: '/media/career/acca-qualification.svg',
    published_at: '2025-03-25T08:00:00+01:00',
    cs: {
      slug: 'acca-pri-praci-trinact-zkousek-a-jedna-kvalifikace',
      title: 'ACCA při práci: třináct zkoušek a jedna mezinárodní kvalifikace',
      perex: 'Kvalifikace ACCA otevírá dveře v auditu, oceňování i ve financích firem po celém světě. Jakub Štěpánek popisuje, jak ji skládá vedle práce.',
      body: `Když jsem se rozhodoval, jakou profesní kvalifikaci si doplnit, vyhrála **ACCA**. Je uznávaná v síti Meridian Global i u klientů a její obsah se přímo hodí pro mou práci v oceňování.

## Jak je kvalifikace postavená

- **Applied Knowledge** – tři základní zkoušky z účetnictví, manažerského účetnictví a podnikání,
- **Applied Skills** – šest zkoušek mimo jiné z práva, daní, auditu a finančního řízení,
- **Strategic Professional** – dvě povinné a dvě volitelné zkoušky na nejvyšší úrovni,
- k tomu modul profesní etiky a **36 měsíců relevantní praxe**.

Absolventi ekonomických škol často získají z části zkoušek výjimku. Mně uznali tři.

## Jak to zvládám vedle práce

1. Skládám dvě zkoušky za zkouškové období, víc by se s prací nedalo skloubit.
2. Učím se ráno před prací, večer už to nefunguje.
3. Korvina mi hradí poplatky a přípravné kurzy a před zkouškou mám studijní volno.
4. Praxi mi potvrzuje mentor z auditu, který kvalifikaci sám má.

> ACCA mě naučila dívat se na čísla z pohledu celé firmy, nejen jedné transakce. To se mi při oceňování hodí každý den.

Podporujeme i další kvalifikace – od zkoušky daňového poradce po auditorské zkoušky. Otevřené pozice najdete mezi [volnými pozicemi](app://route/jobs), více o vzdělávání na stránce [Kariéra](app://route/career).`,
    },
    en: {
      slug: 'acca-while-working-thirteen-exams-one-qualification',
      title: 'ACCA while working: thirteen exams and one international qualification',
      perex: 'The ACCA qualification opens doors in audit, valuation and corporate finance worldwide. Jakub Štěpánek describes how he is taking it alongside his job.',
      body: `When I was deciding which professional qualification to pursue, **ACCA** won. It is recognised across the Meridian Global network and by clients, and its content fits my work in valuation directly.

## How the qualification is structured

- **Applied Knowledge** – three foundation exams in financial accounting, management accounting and business,
- **Applied Skills** – six exams covering law, tax, audit and financial management, among others,
- **Strategic Professional** – two compulsory and two optional exams at the highest level,
- plus an ethics module and **36 months of relevant experience**.

Graduates of economics programmes often get exemptions from some exams. I was granted three.

## How I manage it alongside work

1. I take two exams per session – more would not fit with work.
2. I study in the morning before work; evenings do not work for me.
3. Korvina pays my exam fees and prep courses, and I get study leave before each exam.
4. My experience is signed off by a mentor from audit who holds the qualification himself.

> ACCA taught me to look at the numbers from the point of view of the whole company, not just one transaction. That helps me in valuation every day.

We support other qualifications too – from the Czech tax advisor exam to auditor exams. Open positions are among our [job vacancies](app://route/jobs); more about learning and development is on the [Career](app://route/career) page.`,
    },
  },
  {
    id: 6,
    updated_at: '2025-06-24T08:00:00+02:00',
    author_id: 21,
    image: '/media/career/brno-office.jpg',
    published_at: '2025-06-24T08:00:00+02:00',
    cs: {
      slug: 'kancelar-v-brne-mensi-tym-velci-klienti',
      title: 'Kancelář v Brně: menší tým, velcí klienti',
      perex: 'Brněnská kancelář na Údolní ulici má přes třicet lidí a pracuje pro klienty z celé Moravy i ze zahraničí. Klára Vlčková popisuje, v čem je práce tady jiná.',
      body: `Brněnská kancelář vznikla v roce 2008 se třemi lidmi. Dnes nás na Údolní ulici pracuje **přes třicet** a staráme se o klienty od Jihlavy po Ostravu – i o zahraniční firmy, které si Brno vybraly pro své české pobočky.

## Co je tu jiné

- **Menší tým znamená širší záběr.** Kdo chce, může si vyzkoušet účetnictví, daně i zakládání firem, než se specializuje.
- **Blízko ke klientům.** Většina z nich je do hodiny cesty, takže se s nimi potkáváme osobně mnohem častěji.
- **Propojení s Prahou.** Na velkých projektech pracujeme ve smíšených týmech a expertní podporu máme vždy na telefonu.

## Jak vypadá náš týden

1. V pondělí ráno společná porada celé kanceláře, u které se probírá, kdo na čem pracuje.
2. Během týdne práce u klientů nebo z kanceláře, dva dny v týdnu je možné pracovat z domova.
3. Ve čtvrtek odpoledne interní školení – střídají se v něm brněnští i pražští kolegové.
4. Jednou za měsíc společná snídaně, kterou organizuje vždy jiný tým.

> „V Brně znám jménem všechny kolegy i většinu klientů. Přitom pracuji na projektech, které by mi mohla závidět leckterá pražská firma.“

## Koho hledáme

V Brně pravidelně hledáme účetní, mzdové specialisty a daňové asistenty, a také studenty na letní stáž. Aktuální nabídku najdete mezi [volnými pozicemi](app://route/jobs), víc o práci u nás na stránce [Kariéra](app://route/career).`,
    },
    en: {
      slug: 'the-brno-office-smaller-team-big-clients',
      title: 'The Brno office: a smaller team, big clients',
      perex: 'Our Brno office on Údolní Street has more than thirty people and works for clients from all over Moravia and abroad. Klára Vlčková describes what makes working here different.',
      body: `The Brno office opened in 2008 with three people. Today **more than thirty of us** work on Údolní Street, looking after clients from Jihlava to Ostrava – and foreign companies that chose Brno for their Czech subsidiaries.

## What is different here

- **A smaller team means a broader scope.** If you want, you can try accounting, tax and company formation before you specialise.
- **Close to clients.** Most of them are less than an hour away, so we meet them in person much more often.
- **Connected to Prague.** On large projects we work in mixed teams, and expert support is always a phone call away.

## What our week looks like

1. A joint meeting of the whole office on Monday morning to go through who is working on what.
2. During the week, work at clients' premises or in the office; two days a week can be worked from home.
3. Internal training on Thursday afternoons, given by colleagues from Brno and Prague in turn.
4. A joint breakfast once a month, organised by a different team each time.

> "In Brno I know all my colleagues and most clients by name. And I work on projects that many Prague firms would envy."

## Who we are looking for

In Brno we regularly look for accountants, payroll specialists and tax assistants, as well as students for summer internships. Current openings are among our [job vacancies](app://route/jobs); more about working with us is on the [Career](app://route/career) page.`,
    },
  },
  {
    id: 7,
    updated_at: '2025-10-07T08:00:00+02:00',
    author_id: 6,
    image: null,
    published_at: '2025-10-07T08:00:00+02:00',
    cs: {
      slug: 'work-life-balance-v-oboru-kde-se-pracuje-v-sezonach',
      title: 'Work-life balance v oboru, kde se pracuje v sezonách',
      perex: 'Daně a audit mají své špičky – na jaře se pracuje víc než v srpnu. Kateřina Benešová vysvětluje, jak se snažíme, aby sezona nebyla celý rok.',
      body: `Nebudeme předstírat, že v březnu odcházíme všichni v pět. Termíny daňových přiznání a auditů se posunout nedají. Můžeme ale zařídit, aby **sezona zůstala sezonou** a zbytek roku byl klidnější.

## Co pro to děláme

- **Přesčasy se proplácejí nebo vybírají.** Hodiny navíc ze sezony si můžete vybrat jako volno v létě.
- **Práce z domova** až dva dny v týdnu, po dohodě s týmem i víc.
- **Pět týdnů dovolené** a k tomu tři dny zdravotního volna ročně.
- **Pružná pracovní doba** s pevným jádrem jen na porady a schůzky s klienty.
- **Zkrácené úvazky** pro rodiče i pro kolegy, kteří studují.

## Plánování je základ

1. Na začátku roku si každý tým naplánuje kapacity podle termínů klientů.
2. Manažeři sledují vytížení lidí jednou týdně, ne až když někdo vyhoří.
3. Po skončení sezony děláme krátké ohlédnutí – co příště uděláme jinak.

> Nejlépe fungující týmy nejsou ty, kde nikdo nepracuje přesčas. Jsou to ty, kde se o vytížení mluví nahlas a včas.

## Co říkají kolegové

V letošním interním průzkumu ohodnotilo 82 % kolegů rovnováhu mezi prací a osobním životem jako dobrou nebo velmi dobrou. Nejvíce oceňují možnost vybrat si přesčasy jako volno a flexibilitu u rodičů malých dětí.

Pokud hledáte práci, kde se o tom dá mluvit, podívejte se na [volné pozice](app://route/jobs). Víc o benefitech najdete na stránce [Kariéra](app://route/career).`,
    },
    en: {
      slug: 'work-life-balance-in-a-seasonal-profession',
      title: 'Work-life balance in a profession that runs in seasons',
      perex: 'Tax and audit have their peaks – we work more in spring than in August. Kateřina Benešová explains how we try to keep busy season from lasting all year.',
      body: `We will not pretend that everyone leaves at five in March. Tax return and audit deadlines cannot be moved. What we can do is make sure that **busy season stays a season** and the rest of the year is calmer.

## What we do about it

- **Overtime is paid or taken as time off.** Extra hours from busy season can be taken as leave in the summer.
- **Working from home** up to two days a week, more by agreement with the team.
- **Five weeks of holiday** plus three wellness days a year.
- **Flexible working hours** with fixed core time only for meetings and client calls.
- **Part-time contracts** for parents and for colleagues who study.

## Planning is the key

1. At the start of the year every team plans capacity around client deadlines.
2. Managers review workloads weekly, not only when someone burns out.
3. After busy season we hold a short retrospective – what we will do differently next time.

> The best-functioning teams are not those where nobody works overtime. They are those where workload is discussed openly and early.

## What colleagues say

In this year's internal survey, 82% of colleagues rated their work-life balance as good or very good. They value most the option of taking overtime as time off and the flexibility for parents of young children.

If you are looking for a job where this can be talked about, see our [job vacancies](app://route/jobs). More about our benefits is on the [Career](app://route/career) page.`,
    },
  },
  {
    id: 8,
    updated_at: '2026-05-17T13:25:00+02:00',
    author_id: 8,
    image: '/media/career/team-events.jpg',
    published_at: '2026-05-12T08:00:00+02:00',
    cs: {
      slug: 'jak-se-v-korvine-potkavame-mimo-kancelar',
      title: 'Jak se v Korvině potkáváme mimo kancelář',
      perex: 'Štafetový běh, letní firemní den na Vysočině i výměnné pobyty v síti Meridian Global. Přehled akcí, na které se kolegové těší celý rok.',
      body: `S víc než 140 lidmi ve dvou městech se snadno stane, že kolegy z jiného týmu znáte jen z e-mailů. Proto si na společných akcích dáváme záležet – a většinu z nich vymýšlejí sami zaměstnanci.

## Akce během roku

- **Jarní štafeta** – každý rok postavíme několik týmů na pražský i brněnský štafetový běh. Letos běželo 36 kolegů.
- **Letní firemní den** – jednodenní výlet, letos na Vysočinu, kde se potkávají pražská a brněnská kancelář.
- **Podzimní dobrovolnický den** – den volna navíc, který kolegové věnují neziskovým organizacím.
- **Vánoční večírek** – tradičně s vyhlášením kolegy roku, kterého volí sami zaměstnanci.

## Meridian Exchange

Díky síti Meridian Global mohou kolegové vyjet na **dvou- až šestitýdenní výměnný pobyt** do partnerské kanceláře v zahraničí. V posledních dvou letech se kolegové podívali například do Vídně, Lisabonu nebo Kodaně a k nám naopak přijeli auditoři z Polska a Irska.

## Jak akce vznikají

1. Na začátku roku sbíráme nápady od všech kolegů.
2. Malý organizační tým z obou kanceláří vybere ty, které mají největší podporu.
3. Na každou akci vyčleníme rozpočet i pracovní čas – nejde o „něco navíc po práci“.

> Nejlepší nápady nepřicházejí z HR, ale od lidí, kteří by na akci sami chtěli jít.

Chcete se k nám přidat? Podívejte se na [volné pozice](app://route/jobs) a na stránku [Kariéra](app://route/career).`,
    },
    en: {
      slug: 'how-we-meet-outside-the-office',
      title: 'How we meet outside the office at Korvina',
      perex: 'A relay race, a summer company day in the Vysočina highlands and exchange stays in the Meridian Global network. The events colleagues look forward to all year.',
      body: `With more than 140 people in two cities, it is easy to know colleagues from other teams only from e-mails. That is why we put effort into shared events – and most of them are dreamed up by employees themselves.

## Events during the year

- **Spring relay** – every year we field several teams in the Prague and Brno relay races. This year 36 colleagues ran.
- **Summer company day** – a one-day trip, this year to the Vysočina highlands, where the Prague and Brno offices meet.
- **Autumn volunteering day** – an extra day off that colleagues devote to non-profit organisations.
- **Christmas party** – traditionally with the announcement of the colleague of the year, voted by employees.

## Meridian Exchange

Thanks to the Meridian Global network, colleagues can spend **two to six weeks on an exchange** at a partner office abroad. In the last two years colleagues have been to Vienna, Lisbon and Copenhagen, for example, while auditors from Poland and Ireland came to us.

## How events come about

1. At the start of the year we collect ideas from all colleagues.
2. A small organising team from both offices picks those with the most support.
3. Each event gets a budget and working time – it is not "something extra after work".

> The best ideas do not come from HR but from people who would like to go to the event themselves.

Would you like to join us? See our [job vacancies](app://route/jobs) and the [Career](app://route/career) page.`,
    },
  },
]
