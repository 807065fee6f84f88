import { COMPANY_LANGUAGES, type CompanyLanguage, type CompletionContext } from '@fika/domain';

/** One text in each of the four company languages. */
export type CompletionTexts = Record<CompanyLanguage, string>;

/** What the writing assistant is asked: write `context` from `input`, a text in `language`. */
export interface CompletionRequest {
  context: CompletionContext;
  input: string;
  language: CompanyLanguage;
}

/** The writing assistant's answer: the text in every company language, and who wrote it. */
export interface Completion {
  texts: CompletionTexts;
  /** The model or service that wrote it ('sandbox' for the built-in one). */
  model: string;
  sandbox: boolean;
}

/** A writing assistant (a language model service). A real one plugs in here; the product only sees this. */
export interface CompletionProvider {
  /** Throws CompletionUnavailableError when the service cannot answer now. */
  complete(request: CompletionRequest): Promise<Completion>;
}

/** The service did not answer (down, overloaded, refused): the user may try again later. */
export class CompletionUnavailableError extends Error {
  constructor() {
    super('The writing assistant is not available right now.');
    this.name = 'CompletionUnavailableError';
  }
}

/** Typing this into the text makes the sandbox fail, as a real service sometimes does. */
export const SANDBOX_COMPLETION_FAILURE = 'sandbox-fail';

// The sandbox's glossary: the words of a café, bar or restaurant menu, each in se, en, es, no.
// A real model translates anything; the sandbox translates these and keeps other words as typed.
const GLOSSARY: readonly (readonly [string, string, string, string])[] = [
  ['kaffe', 'coffee', 'café', 'kaffe'],
  ['bryggkaffe', 'filter coffee', 'café de filtro', 'traktekaffe'],
  ['te', 'tea', 'té', 'te'],
  ['mjölk', 'milk', 'leche', 'melk'],
  ['havremjölk', 'oat milk', 'leche de avena', 'havremelk'],
  ['choklad', 'chocolate', 'chocolate', 'sjokolade'],
  ['varm', 'hot', 'caliente', 'varm'],
  ['kall', 'cold', 'frío', 'kald'],
  ['iskaffe', 'iced coffee', 'café con hielo', 'iskaffe'],
  ['bulle', 'bun', 'bollo', 'bolle'],
  ['kanelbulle', 'cinnamon bun', 'rollo de canela', 'kanelbolle'],
  ['kardemummabulle', 'cardamom bun', 'bollo de cardamomo', 'kardemommebolle'],
  ['kaka', 'cake', 'pastel', 'kake'],
  ['tårta', 'gateau', 'tarta', 'bløtkake'],
  ['smörgås', 'sandwich', 'bocadillo', 'smørbrød'],
  ['macka', 'sandwich', 'bocadillo', 'smørbrød'],
  ['bröd', 'bread', 'pan', 'brød'],
  ['surdegsbröd', 'sourdough bread', 'pan de masa madre', 'surdeigsbrød'],
  ['ost', 'cheese', 'queso', 'ost'],
  ['skinka', 'ham', 'jamón', 'skinke'],
  ['kyckling', 'chicken', 'pollo', 'kylling'],
  ['lax', 'salmon', 'salmón', 'laks'],
  ['fisk', 'fish', 'pescado', 'fisk'],
  ['räkor', 'prawns', 'gambas', 'reker'],
  ['biff', 'steak', 'filete', 'biff'],
  ['hamburgare', 'burger', 'hamburguesa', 'hamburger'],
  ['pommes', 'fries', 'patatas fritas', 'pommes frites'],
  ['sallad', 'salad', 'ensalada', 'salat'],
  ['soppa', 'soup', 'sopa', 'suppe'],
  ['tomat', 'tomato', 'tomate', 'tomat'],
  ['vegansk', 'vegan', 'vegano', 'vegansk'],
  ['glass', 'ice cream', 'helado', 'is'],
  ['öl', 'beer', 'cerveza', 'øl'],
  ['vin', 'wine', 'vino', 'vin'],
  ['rött', 'red', 'tinto', 'rød'],
  ['vitt', 'white', 'blanco', 'hvit'],
  ['vatten', 'water', 'agua', 'vann'],
  ['juice', 'juice', 'zumo', 'juice'],
  ['apelsinjuice', 'orange juice', 'zumo de naranja', 'appelsinjuice'],
  ['äpple', 'apple', 'manzana', 'eple'],
  ['liten', 'small', 'pequeño', 'liten'],
  ['stor', 'large', 'grande', 'stor'],
  ['dagens', "today's", 'del día', 'dagens'],
  ['lunch', 'lunch', 'almuerzo', 'lunsj'],
  ['frukost', 'breakfast', 'desayuno', 'frokost'],
  ['med', 'with', 'con', 'med'],
  ['och', 'and', 'y', 'og'],
];

const INDEX: Record<CompanyLanguage, number> = { se: 0, en: 1, es: 2, no: 3 };

// Longest phrases first, so 'filter coffee' wins over 'coffee'.
function phrasesOf(language: CompanyLanguage) {
  return GLOSSARY.map((row) => ({ from: row[INDEX[language]] as string, row })).sort(
    (a, b) => b.from.length - a.from.length,
  );
}

function matchCase(word: string, like: string): string {
  return like[0] && like[0] !== like[0].toLowerCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** The sandbox's translation of a menu title: glossary words translated, the rest kept as typed. */
export function sandboxTranslate(input: string, from: CompanyLanguage, to: CompanyLanguage): string {
  if (from === to) return input;
  const phrases = phrasesOf(from);
  let out = '';
  let rest = input;
  while (rest.length > 0) {
    const lower = rest.toLowerCase();
    const hit = phrases.find(
      ({ from: phrase }) => lower.startsWith(phrase) && !/[\p{L}\p{N}]/u.test(lower.charAt(phrase.length)),
    );
    const atWordStart = out === '' || !/[\p{L}\p{N}]/u.test(out.charAt(out.length - 1));
    if (hit && atWordStart) {
      out += matchCase(hit.row[INDEX[to]] as string, rest);
      rest = rest.slice(hit.from.length);
    } else {
      out += rest.charAt(0);
      rest = rest.slice(1);
    }
  }
  return out;
}

// A short menu description per language, around the title in that language.
const DESCRIPTIONS: Record<CompanyLanguage, (title: string) => string> = {
  se: (title) =>
    `${title} – nylagat av oss varje dag, med omsorg om varje detalj. Fråga gärna personalen om tillbehör.`,
  en: (title) =>
    `${title} – freshly made every day, with care in every detail. Ask our staff about sides and extras.`,
  es: (title) =>
    `${title}: preparado cada día con cariño y atención al detalle. Pregunta al personal por los acompañamientos.`,
  no: (title) =>
    `${title} – nylaget hver dag, med omtanke for hver detalj. Spør gjerne betjeningen om tilbehør.`,
};

/**
 * The built-in writing assistant: offline and deterministic (the same request always gets the same
 * answer), so tests and demos can rely on it. It fails like a real service when the text contains
 * {@link SANDBOX_COMPLETION_FAILURE}.
 */
export function createSandboxCompletion(): CompletionProvider {
  return {
    async complete({ context, input, language }) {
      if (input.toLowerCase().includes(SANDBOX_COMPLETION_FAILURE)) throw new CompletionUnavailableError();
      const titles = Object.fromEntries(
        COMPANY_LANGUAGES.map((to) => [to, sandboxTranslate(input, language, to)]),
      ) as CompletionTexts;
      const texts =
        context === 'PRODUCT_TITLE'
          ? titles
          : (Object.fromEntries(
              COMPANY_LANGUAGES.map((to) => [to, DESCRIPTIONS[to](titles[to])]),
            ) as CompletionTexts);
      return { texts, model: 'sandbox', sandbox: true };
    },
  };
}
