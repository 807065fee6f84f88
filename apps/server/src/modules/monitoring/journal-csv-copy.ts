// The words of the void journal's and the audit log's CSV exports in the seven interface languages
// (the screens themselves use the web's orders.json): a Swedish owner's Excel gets Swedish headers.
import { isUiLanguage, type UiLanguage } from '@fika/domain';

type VoidKind = 'VOID_LINE' | 'REFUND_ORDER' | 'REFUND_PAYMENT' | 'CANCEL_ORDER';
type AuditAction = 'INSERT' | 'UPDATE' | 'DELETE';

export interface JournalCsvCopy {
  voidHeader: readonly string[];
  voidKinds: Record<VoidKind, string>;
  auditHeader: readonly string[];
  auditActions: Record<AuditAction, string>;
}

const COPY: Record<UiLanguage, JournalCsvCopy> = {
  en: {
    voidHeader: ['Time', 'Accounting day', 'Venue', 'Order number', 'Kind', 'Amount', 'Reason', 'By'],
    voidKinds: {
      VOID_LINE: 'Deleted line',
      REFUND_ORDER: 'Order refunded',
      REFUND_PAYMENT: 'Payment refunded',
      CANCEL_ORDER: 'Order cancelled',
    },
    auditHeader: [
      'Time',
      'User',
      'Acting administrator',
      'Terminal',
      'Venue',
      'Operation',
      'Object type',
      'Object id',
      'Object',
      'Action',
      'Field',
      'Before',
      'After',
    ],
    auditActions: { INSERT: 'Created', UPDATE: 'Changed', DELETE: 'Deleted' },
  },
  sv: {
    voidHeader: ['Tid', 'Bokföringsdag', 'Enhet', 'Ordernummer', 'Typ', 'Belopp', 'Orsak', 'Av'],
    voidKinds: {
      VOID_LINE: 'Borttagen rad',
      REFUND_ORDER: 'Order återbetald',
      REFUND_PAYMENT: 'Betalning återbetald',
      CANCEL_ORDER: 'Order avbruten',
    },
    auditHeader: [
      'Tid',
      'Användare',
      'Agerande administratör',
      'Kassa',
      'Enhet',
      'Åtgärd i API',
      'Objekttyp',
      'Objekt-id',
      'Objekt',
      'Händelse',
      'Fält',
      'Före',
      'Efter',
    ],
    auditActions: { INSERT: 'Skapad', UPDATE: 'Ändrad', DELETE: 'Borttagen' },
  },
  no: {
    voidHeader: ['Tid', 'Regnskapsdag', 'Enhet', 'Ordrenummer', 'Type', 'Beløp', 'Årsak', 'Av'],
    voidKinds: {
      VOID_LINE: 'Slettet linje',
      REFUND_ORDER: 'Ordre refundert',
      REFUND_PAYMENT: 'Betaling refundert',
      CANCEL_ORDER: 'Ordre kansellert',
    },
    auditHeader: [
      'Tid',
      'Bruker',
      'Handlende administrator',
      'Kasse',
      'Enhet',
      'Operasjon',
      'Objekttype',
      'Objekt-id',
      'Objekt',
      'Handling',
      'Felt',
      'Før',
      'Etter',
    ],
    auditActions: { INSERT: 'Opprettet', UPDATE: 'Endret', DELETE: 'Slettet' },
  },
  da: {
    voidHeader: ['Tid', 'Regnskabsdag', 'Enhed', 'Ordrenummer', 'Type', 'Beløb', 'Årsag', 'Af'],
    voidKinds: {
      VOID_LINE: 'Slettet linje',
      REFUND_ORDER: 'Ordre refunderet',
      REFUND_PAYMENT: 'Betaling refunderet',
      CANCEL_ORDER: 'Ordre annulleret',
    },
    auditHeader: [
      'Tid',
      'Bruger',
      'Handlende administrator',
      'Kasse',
      'Enhed',
      'Operation',
      'Objekttype',
      'Objekt-id',
      'Objekt',
      'Handling',
      'Felt',
      'Før',
      'Efter',
    ],
    auditActions: { INSERT: 'Oprettet', UPDATE: 'Ændret', DELETE: 'Slettet' },
  },
  es: {
    voidHeader: ['Hora', 'Día contable', 'Local', 'Número de pedido', 'Tipo', 'Importe', 'Motivo', 'Por'],
    voidKinds: {
      VOID_LINE: 'Línea eliminada',
      REFUND_ORDER: 'Pedido reembolsado',
      REFUND_PAYMENT: 'Pago reembolsado',
      CANCEL_ORDER: 'Pedido cancelado',
    },
    auditHeader: [
      'Hora',
      'Usuario',
      'Administrador que actúa',
      'Terminal',
      'Local',
      'Operación',
      'Tipo de objeto',
      'Id del objeto',
      'Objeto',
      'Acción',
      'Campo',
      'Antes',
      'Después',
    ],
    auditActions: { INSERT: 'Creado', UPDATE: 'Modificado', DELETE: 'Eliminado' },
  },
  tr: {
    voidHeader: ['Saat', 'Muhasebe günü', 'İşletme', 'Sipariş numarası', 'Tür', 'Tutar', 'Neden', 'Yapan'],
    voidKinds: {
      VOID_LINE: 'Silinen satır',
      REFUND_ORDER: 'Sipariş iadesi',
      REFUND_PAYMENT: 'Ödeme iadesi',
      CANCEL_ORDER: 'Sipariş iptali',
    },
    auditHeader: [
      'Zaman',
      'Kullanıcı',
      'İşlemi yapan yönetici',
      'Terminal',
      'İşletme',
      'Operasyon',
      'Nesne türü',
      'Nesne kimliği',
      'Nesne',
      'İşlem',
      'Alan',
      'Önce',
      'Sonra',
    ],
    auditActions: { INSERT: 'Oluşturuldu', UPDATE: 'Değiştirildi', DELETE: 'Silindi' },
  },
  ar: {
    voidHeader: ['الوقت', 'اليوم المحاسبي', 'الفرع', 'رقم الطلب', 'النوع', 'المبلغ', 'السبب', 'بواسطة'],
    voidKinds: {
      VOID_LINE: 'بند محذوف',
      REFUND_ORDER: 'طلب مسترد',
      REFUND_PAYMENT: 'دفعة مستردة',
      CANCEL_ORDER: 'طلب ملغى',
    },
    auditHeader: [
      'الوقت',
      'المستخدم',
      'المسؤول المنفّذ',
      'الجهاز',
      'الفرع',
      'العملية',
      'نوع العنصر',
      'معرّف العنصر',
      'العنصر',
      'الإجراء',
      'الحقل',
      'قبل',
      'بعد',
    ],
    auditActions: { INSERT: 'أُنشئ', UPDATE: 'عُدّل', DELETE: 'حُذف' },
  },
};

/** The CSV words in `language` (a UI language; anything else reads English). */
export function journalCsvCopy(language: string): JournalCsvCopy {
  return isUiLanguage(language) ? COPY[language] : COPY.en;
}

/** A stored kind or action in the reader's words; an unknown one as stored. */
export function labelOf<K extends string>(labels: Record<K, string>, value: string): string {
  return (labels as Record<string, string>)[value] ?? value;
}
