// What's new in the demo: the entries of the latest release, in the product's seven languages, so the
// top bar's dot and panel show real content on a fresh database.
import type { UiLanguage } from '@fika/domain';
import { newId } from '../lib/ids.ts';
import type { DbOrTx } from '../platform/db/client.ts';
import { changelogEntries } from '../platform/db/schema/index.ts';

type Texts = Record<UiLanguage, string>;

const ENTRIES: { daysAgo: number; link: string; title: Texts; body: Texts }[] = [
  {
    daysAgo: 9,
    link: '/pim/products',
    title: {
      en: 'Writing help for your menu',
      sv: 'Skrivhjälp för din meny',
      no: 'Skrivehjelp for menyen din',
      da: 'Skrivehjælp til din menu',
      es: 'Ayuda para escribir tu carta',
      tr: 'Menünüz için yazım yardımı',
      ar: 'مساعدة في كتابة قائمتك',
    },
    body: {
      en: 'Press Suggest beside a product’s titles and Fika fills in the other languages for you. Check the words and save.',
      sv: 'Tryck på Föreslå bredvid en produkts titlar så fyller Fika i de andra språken åt dig. Kontrollera orden och spara.',
      no: 'Trykk på Foreslå ved siden av et produkts titler, så fyller Fika inn de andre språkene for deg. Sjekk ordene og lagre.',
      da: 'Tryk på Foreslå ved siden af et produkts titler, så udfylder Fika de andre sprog for dig. Tjek ordene, og gem.',
      es: 'Pulsa Sugerir junto a los títulos de un producto y Fika rellena los demás idiomas por ti. Revisa el texto y guarda.',
      tr: 'Bir ürünün başlıklarının yanındaki Öner düğmesine basın, Fika diğer dilleri sizin için doldursun. Metni kontrol edip kaydedin.',
      ar: 'اضغط على «اقتراح» بجانب عناوين المنتج وسيملأ Fika اللغات الأخرى نيابةً عنك. راجع النص ثم احفظ.',
    },
  },
  {
    daysAgo: 5,
    link: '/settings/receipt',
    title: {
      en: 'Receipts that follow your country’s rules',
      sv: 'Kvitton som följer ditt lands regler',
      no: 'Kvitteringer som følger landets regler',
      da: 'Kvitteringer, der følger dit lands regler',
      es: 'Tiques que cumplen las normas de tu país',
      tr: 'Ülkenizin kurallarına uygun fişler',
      ar: 'إيصالات تتبع قواعد بلدك',
    },
    body: {
      en: 'Receipt settings now list what your receipts must show in your country, and what is still missing.',
      sv: 'Kvittoinställningarna visar nu vad kvittot måste innehålla i ditt land och vad som fortfarande saknas.',
      no: 'Kvitteringsinnstillingene viser nå hva kvitteringen må inneholde i ditt land, og hva som fortsatt mangler.',
      da: 'Kvitteringsindstillingerne viser nu, hvad kvitteringen skal indeholde i dit land, og hvad der stadig mangler.',
      es: 'Los ajustes de tiques muestran ahora lo que deben incluir en tu país y lo que aún falta.',
      tr: 'Fiş ayarları artık ülkenizde fişte bulunması gerekenleri ve hâlâ eksik olanları gösteriyor.',
      ar: 'تعرض إعدادات الإيصال الآن ما يجب أن يظهر في إيصالاتك في بلدك وما الذي لا يزال ناقصًا.',
    },
  },
  {
    daysAgo: 2,
    link: '/support',
    title: {
      en: 'Write to support from the back office',
      sv: 'Skriv till supporten direkt i backoffice',
      no: 'Skriv til kundestøtte rett fra backoffice',
      da: 'Skriv til support direkte fra backoffice',
      es: 'Escribe al soporte desde el back office',
      tr: 'Yönetim panelinden desteğe yazın',
      ar: 'راسل الدعم من لوحة الإدارة',
    },
    body: {
      en: 'The Support page has a contact form. It tells our team which screen you were on, so we can help faster.',
      sv: 'Supportsidan har nu ett kontaktformulär. Det berättar för oss vilken vy du var på, så att vi kan hjälpa dig snabbare.',
      no: 'Støttesiden har nå et kontaktskjema. Det forteller oss hvilken side du var på, så vi kan hjelpe deg raskere.',
      da: 'Supportsiden har nu en kontaktformular. Den fortæller os, hvilken side du var på, så vi kan hjælpe hurtigere.',
      es: 'La página de soporte tiene un formulario de contacto. Nos dice en qué pantalla estabas para ayudarte antes.',
      tr: 'Destek sayfasında artık bir iletişim formu var. Hangi ekranda olduğunuzu bize bildirir, böylece daha hızlı yardımcı oluruz.',
      ar: 'تحتوي صفحة الدعم الآن على نموذج تواصل يخبر فريقنا بالشاشة التي كنت فيها لنساعدك بشكل أسرع.',
    },
  },
];

/** The demo's What's new entries, published over the last days. */
export async function seedDemoChangelog(tx: DbOrTx): Promise<void> {
  const day = 24 * 60 * 60 * 1000;
  await tx.insert(changelogEntries).values(
    ENTRIES.map((entry) => ({
      id: newId(),
      title: entry.title,
      body: entry.body,
      link: entry.link,
      publishedAt: new Date(Date.now() - entry.daysAgo * day),
    })),
  );
}
