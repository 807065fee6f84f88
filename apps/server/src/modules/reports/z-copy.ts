// The Z-report's own words on the PDF and in the e-mail (the rest comes from report-copy.ts), in
// the seven interface languages; the screen uses the web's reports.json (section `z`).
import type { UiLanguage } from '@fika/domain';
import { documentLanguage } from './report-copy.ts';

export interface ZCopy {
  /** The title of a day not closed yet: an X-report, whose figures can still change. */
  xTitle: string;
  number: string;
  open: string;
  closedAt: string;
  issuer: string;
  legalName: string;
  orgNumber: string;
  address: string;
  registers: string;
  register: string;
  controlUnit: string;
  receipts: string;
  copies: string;
  groups: string;
  group: string;
  noGroup: string;
  returns: string;
  returnCount: string;
  grandTotals: string;
  grandSales: string;
  grandReturns: string;
  grandNet: string;
  empty: string;
  /** Sales recorded for closed days after their Z-report closed, carried by this one. */
  late: string;
  days: string;
  /** A venue's first Z-report: everything sold before it, opening the grand totals. */
  opening: string;
  inOpening: string;
}

const COPY: Record<UiLanguage, ZCopy> = {
  en: {
    xTitle: 'X-report',
    number: 'Z number',
    open: 'Not closed – the figures can still change',
    closedAt: 'Closed',
    issuer: 'Issued by',
    legalName: 'Legal name',
    orgNumber: 'Organisation number',
    address: 'Address',
    registers: 'Registers',
    register: 'Register',
    controlUnit: 'Control unit',
    receipts: 'Receipts',
    copies: 'Receipt copies',
    groups: 'Sales per product group',
    group: 'Product group',
    noGroup: 'No product group',
    returns: 'Returns',
    returnCount: 'Returns (count)',
    grandTotals: 'Grand totals',
    grandSales: 'Grand total sales',
    grandReturns: 'Grand total returns',
    grandNet: 'Grand total net',
    empty: 'Nothing was sold, paid or refunded on this day.',
    late: 'Recorded after an earlier Z-report',
    days: 'Days',
    opening: 'Before the first Z-report',
    inOpening:
      "This day is before the venue's first Z-report: its sales are already in that report's opening grand totals.",
  },
  sv: {
    xTitle: 'X-rapport',
    number: 'Z-nummer',
    open: 'Ej avslutad – siffrorna kan ännu ändras',
    closedAt: 'Avslutad',
    issuer: 'Utfärdare',
    legalName: 'Juridiskt namn',
    orgNumber: 'Organisationsnummer',
    address: 'Adress',
    registers: 'Kassaregister',
    register: 'Kassa',
    controlUnit: 'Kontrollenhet',
    receipts: 'Kvitton',
    copies: 'Kvittokopior',
    groups: 'Försäljning per varugrupp',
    group: 'Varugrupp',
    noGroup: 'Ingen varugrupp',
    returns: 'Returer',
    returnCount: 'Returer (antal)',
    grandTotals: 'Grand total',
    grandSales: 'Grand total försäljning',
    grandReturns: 'Grand total returer',
    grandNet: 'Grand total netto',
    empty: 'Ingenting såldes, betalades eller returnerades den här dagen.',
    late: 'Registrerat efter en tidigare Z-rapport',
    days: 'Dagar',
    opening: 'Före den första Z-rapporten',
    inOpening:
      'Den här dagen ligger före försäljningsställets första Z-rapport: dess försäljning ingår redan i den rapportens ingående grand total.',
  },
  no: {
    xTitle: 'X-rapport',
    number: 'Z-nummer',
    open: 'Ikke avsluttet – tallene kan fortsatt endres',
    closedAt: 'Avsluttet',
    issuer: 'Utsteder',
    legalName: 'Juridisk navn',
    orgNumber: 'Organisasjonsnummer',
    address: 'Adresse',
    registers: 'Kassasystemer',
    register: 'Kasse',
    controlUnit: 'Kontrollenhet',
    receipts: 'Kvitteringer',
    copies: 'Kvitteringskopier',
    groups: 'Salg per varegruppe',
    group: 'Varegruppe',
    noGroup: 'Ingen varegruppe',
    returns: 'Returer',
    returnCount: 'Returer (antall)',
    grandTotals: 'Grand total',
    grandSales: 'Grand total salg',
    grandReturns: 'Grand total returer',
    grandNet: 'Grand total netto',
    empty: 'Ingenting ble solgt, betalt eller refundert denne dagen.',
    late: 'Registrert etter en tidligere Z-rapport',
    days: 'Dager',
    opening: 'Før den første Z-rapporten',
    inOpening:
      'Denne dagen er før salgsstedets første Z-rapport: salget inngår allerede i den rapportens inngående grand total.',
  },
  da: {
    xTitle: 'X-rapport',
    number: 'Z-nummer',
    open: 'Ikke afsluttet – tallene kan stadig ændre sig',
    closedAt: 'Afsluttet',
    issuer: 'Udsteder',
    legalName: 'Juridisk navn',
    orgNumber: 'CVR-nummer',
    address: 'Adresse',
    registers: 'Kasseapparater',
    register: 'Kasse',
    controlUnit: 'Kontrolenhed',
    receipts: 'Kvitteringer',
    copies: 'Kvitteringskopier',
    groups: 'Salg pr. varegruppe',
    group: 'Varegruppe',
    noGroup: 'Ingen varegruppe',
    returns: 'Returneringer',
    returnCount: 'Returneringer (antal)',
    grandTotals: 'Grand total',
    grandSales: 'Grand total salg',
    grandReturns: 'Grand total returneringer',
    grandNet: 'Grand total netto',
    empty: 'Der blev ikke solgt, betalt eller refunderet noget denne dag.',
    late: 'Registreret efter en tidligere Z-rapport',
    days: 'Dage',
    opening: 'Før den første Z-rapport',
    inOpening:
      'Denne dag ligger før salgsstedets første Z-rapport: salget indgår allerede i den rapports indgående grand total.',
  },
  es: {
    xTitle: 'Informe X',
    number: 'Número Z',
    open: 'Sin cerrar: las cifras aún pueden cambiar',
    closedAt: 'Cerrado',
    issuer: 'Emisor',
    legalName: 'Razón social',
    orgNumber: 'NIF',
    address: 'Dirección',
    registers: 'Cajas registradoras',
    register: 'Caja',
    controlUnit: 'Unidad de control',
    receipts: 'Tiques',
    copies: 'Copias de tique',
    groups: 'Ventas por grupo de productos',
    group: 'Grupo de productos',
    noGroup: 'Sin grupo de productos',
    returns: 'Devoluciones',
    returnCount: 'Devoluciones (número)',
    grandTotals: 'Totales acumulados',
    grandSales: 'Ventas acumuladas',
    grandReturns: 'Devoluciones acumuladas',
    grandNet: 'Neto acumulado',
    empty: 'Este día no hubo ventas, pagos ni devoluciones.',
    late: 'Registrado después de un informe Z anterior',
    days: 'Días',
    opening: 'Antes del primer informe Z',
    inOpening:
      'Este día es anterior al primer informe Z del local: sus ventas ya están en el saldo inicial de ese informe.',
  },
  tr: {
    xTitle: 'X raporu',
    number: 'Z numarası',
    open: 'Kapatılmadı – rakamlar hâlâ değişebilir',
    closedAt: 'Kapatıldı',
    issuer: 'Düzenleyen',
    legalName: 'Ticari unvan',
    orgNumber: 'Vergi numarası',
    address: 'Adres',
    registers: 'Yazarkasalar',
    register: 'Kasa',
    controlUnit: 'Kontrol birimi',
    receipts: 'Fişler',
    copies: 'Fiş kopyaları',
    groups: 'Ürün grubuna göre satışlar',
    group: 'Ürün grubu',
    noGroup: 'Ürün grubu yok',
    returns: 'İadeler',
    returnCount: 'İadeler (adet)',
    grandTotals: 'Genel toplamlar',
    grandSales: 'Genel toplam satış',
    grandReturns: 'Genel toplam iade',
    grandNet: 'Genel toplam net',
    empty: 'Bu gün hiçbir satış, ödeme veya iade yapılmadı.',
    late: 'Önceki bir Z raporundan sonra kaydedilenler',
    days: 'Günler',
    opening: 'İlk Z raporundan önce',
    inOpening:
      'Bu gün işletmenin ilk Z raporundan önce: satışları o raporun açılış genel toplamlarına zaten dahil.',
  },
  ar: {
    xTitle: 'تقرير X',
    number: 'رقم Z',
    open: 'غير مُغلق – قد تتغير الأرقام',
    closedAt: 'أُغلق',
    issuer: 'الجهة المُصدِرة',
    legalName: 'الاسم القانوني',
    orgNumber: 'رقم السجل التجاري',
    address: 'العنوان',
    registers: 'الصناديق',
    register: 'الصندوق',
    controlUnit: 'وحدة التحكم',
    receipts: 'الإيصالات',
    copies: 'نسخ الإيصالات',
    groups: 'المبيعات حسب مجموعة المنتجات',
    group: 'مجموعة المنتجات',
    noGroup: 'بدون مجموعة منتجات',
    returns: 'المرتجعات',
    returnCount: 'المرتجعات (العدد)',
    grandTotals: 'الإجماليات التراكمية',
    grandSales: 'إجمالي المبيعات التراكمي',
    grandReturns: 'إجمالي المرتجعات التراكمي',
    grandNet: 'الصافي التراكمي',
    empty: 'لم يُبَع أو يُدفَع أو يُسترَد شيء في هذا اليوم.',
    late: 'سُجِّل بعد تقرير Z سابق',
    days: 'الأيام',
    opening: 'قبل تقرير Z الأول',
    inOpening: 'هذا اليوم يسبق تقرير Z الأول للفرع: مبيعاته مُدرجة بالفعل في الرصيد الافتتاحي لذلك التقرير.',
  },
};

export function zCopy(language: string): ZCopy {
  return COPY[documentLanguage(language)];
}
