// The words of the discount differences CSV (Monitoring › Discounts) in the seven interface
// languages; the screen itself uses the web's discount-differences.json.
import type { DiscountDifferenceKind, UiLanguage } from '@fika/domain';
import { isUiLanguage } from '@fika/domain';

export interface DiscountDifferencesCopy {
  header: readonly string[];
  kinds: Record<DiscountDifferenceKind, string>;
  /** The offer column of a manual discount. */
  manual: string;
}

const COPY: Record<UiLanguage, DiscountDifferencesCopy> = {
  en: {
    header: [
      'Time',
      'Accounting day',
      'Venue',
      'Order number',
      'Line',
      'Offer',
      'Staff',
      'Kind',
      'Till amount',
      'Expected amount',
      'Difference',
    ],
    kinds: {
      OFFER_MISMATCH: 'Amount differs',
      OFFER_UNKNOWN: 'Unknown offer',
      OFFER_NOT_APPLICABLE: 'Offer not applicable',
      CAP_EXCEEDED: 'Over the staff cap',
    },
    manual: 'Manual discount',
  },
  sv: {
    header: [
      'Tid',
      'Bokföringsdag',
      'Enhet',
      'Ordernummer',
      'Rad',
      'Erbjudande',
      'Personal',
      'Typ',
      'Kassans belopp',
      'Förväntat belopp',
      'Differens',
    ],
    kinds: {
      OFFER_MISMATCH: 'Beloppet skiljer sig',
      OFFER_UNKNOWN: 'Okänt erbjudande',
      OFFER_NOT_APPLICABLE: 'Erbjudandet gäller inte',
      CAP_EXCEEDED: 'Över personalens gräns',
    },
    manual: 'Manuell rabatt',
  },
  no: {
    header: [
      'Tid',
      'Regnskapsdag',
      'Enhet',
      'Ordrenummer',
      'Linje',
      'Tilbud',
      'Ansatt',
      'Type',
      'Kassens beløp',
      'Forventet beløp',
      'Differanse',
    ],
    kinds: {
      OFFER_MISMATCH: 'Beløpet avviker',
      OFFER_UNKNOWN: 'Ukjent tilbud',
      OFFER_NOT_APPLICABLE: 'Tilbudet gjelder ikke',
      CAP_EXCEEDED: 'Over den ansattes grense',
    },
    manual: 'Manuell rabatt',
  },
  da: {
    header: [
      'Tid',
      'Regnskabsdag',
      'Enhed',
      'Ordrenummer',
      'Linje',
      'Tilbud',
      'Medarbejder',
      'Type',
      'Kassens beløb',
      'Forventet beløb',
      'Difference',
    ],
    kinds: {
      OFFER_MISMATCH: 'Beløbet afviger',
      OFFER_UNKNOWN: 'Ukendt tilbud',
      OFFER_NOT_APPLICABLE: 'Tilbuddet gælder ikke',
      CAP_EXCEEDED: 'Over medarbejderens grænse',
    },
    manual: 'Manuel rabat',
  },
  es: {
    header: [
      'Hora',
      'Día contable',
      'Local',
      'Número de pedido',
      'Línea',
      'Oferta',
      'Personal',
      'Tipo',
      'Importe de la caja',
      'Importe esperado',
      'Diferencia',
    ],
    kinds: {
      OFFER_MISMATCH: 'El importe no coincide',
      OFFER_UNKNOWN: 'Oferta desconocida',
      OFFER_NOT_APPLICABLE: 'La oferta no se aplica',
      CAP_EXCEEDED: 'Supera el límite del empleado',
    },
    manual: 'Descuento manual',
  },
  tr: {
    header: [
      'Zaman',
      'Muhasebe günü',
      'İşletme',
      'Sipariş numarası',
      'Satır',
      'Kampanya',
      'Personel',
      'Tür',
      'Kasa tutarı',
      'Beklenen tutar',
      'Fark',
    ],
    kinds: {
      OFFER_MISMATCH: 'Tutar farklı',
      OFFER_UNKNOWN: 'Bilinmeyen kampanya',
      OFFER_NOT_APPLICABLE: 'Kampanya geçerli değil',
      CAP_EXCEEDED: 'Personel sınırının üzerinde',
    },
    manual: 'Manuel indirim',
  },
  ar: {
    header: [
      'الوقت',
      'اليوم المحاسبي',
      'المنشأة',
      'رقم الطلب',
      'السطر',
      'العرض',
      'الموظف',
      'النوع',
      'مبلغ الكاشير',
      'المبلغ المتوقع',
      'الفرق',
    ],
    kinds: {
      OFFER_MISMATCH: 'المبلغ مختلف',
      OFFER_UNKNOWN: 'عرض غير معروف',
      OFFER_NOT_APPLICABLE: 'العرض لا ينطبق',
      CAP_EXCEEDED: 'يتجاوز حد الموظف',
    },
    manual: 'خصم يدوي',
  },
};

/** The CSV's words in `language` (English for anything else). */
export function discountDifferencesCopy(language: string): DiscountDifferencesCopy {
  const base = language.toLowerCase().split(/[-_]/)[0] ?? '';
  return isUiLanguage(base) ? COPY[base] : COPY.en;
}
