// The words of the table QR sheet the server draws itself, in the seven interface languages (the
// /tables screen uses the web's tables.json).
import { isUiLanguage, type UiLanguage } from '@fika/domain';

export interface QrSheetCopy {
  /** Document title, before the venue or plan name. */
  title: string;
  /** The call to action under each code. */
  scanToOrder: string;
}

const COPY: Record<UiLanguage, QrSheetCopy> = {
  en: { title: 'Table QR codes', scanToOrder: 'Scan to order' },
  sv: { title: 'QR-koder för bord', scanToOrder: 'Skanna för att beställa' },
  no: { title: 'QR-koder for bord', scanToOrder: 'Skann for å bestille' },
  da: { title: 'QR-koder til borde', scanToOrder: 'Scan for at bestille' },
  es: { title: 'Códigos QR de mesas', scanToOrder: 'Escanea para pedir' },
  tr: { title: 'Masa QR kodları', scanToOrder: 'Sipariş için tarayın' },
  ar: { title: 'رموز QR للطاولات', scanToOrder: 'امسح للطلب' },
};

/** The sheet's words in `language`, English for a language the interface does not have. */
export function qrSheetCopy(language: string): QrSheetCopy {
  return COPY[isUiLanguage(language) ? language : 'en'];
}
