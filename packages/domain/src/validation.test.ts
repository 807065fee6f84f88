import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { SUPPORTED_COUNTRIES } from './countries.ts';
import {
  type CompanyApplicationInput,
  checkOrgNumber,
  checkPassword,
  companyApplicationSchema,
  emailSchema,
  fieldErrorsFromZod,
  isValidEmail,
  isValidPassword,
  isValidPhone,
  normalizeOrgNumber,
  ORG_NUMBER_RULES,
  PASSWORD_MIN_LENGTH,
  passwordChecklist,
  passwordSchema,
  phoneSchema,
  type TemporaryRegistrationInput,
  temporaryRegistrationSchema,
  VALIDATION_MESSAGE_KEYS,
} from './validation.ts';

// The i18n keys a schema reported, one entry per issue, as the forms will show them.
function errorsOf(schema: z.ZodMiniType, value: unknown): { field: string; message: string }[] {
  const result = schema.safeParse(value);
  return result.success ? [] : fieldErrorsFromZod(result.error);
}

describe('passwordChecklist', () => {
  it('meets nothing while the password is empty', () => {
    expect(passwordChecklist('')).toEqual({ minLength: false, letter: false, characters: false });
  });

  it('ticks each part as the password shows it', () => {
    expect(passwordChecklist('abc~')).toEqual({ minLength: false, letter: true, characters: false });
    expect(passwordChecklist('1234')).toEqual({ minLength: false, letter: false, characters: true });
    expect(passwordChecklist('secret123')).toEqual({ minLength: true, letter: true, characters: true });
  });
});

describe('checkPassword', () => {
  it('accepts letters with digits and the allowed symbols', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(checkPassword('abcdefgh')).toEqual([]);
    expect(checkPassword('Passw0rd@$!%*#?&')).toEqual([]);
    expect(isValidPassword('hunter22')).toBe(true);
  });

  it.each(['smörgås1', 'ÆØÅæøå12', 'ñandú123', 'Über1234', 'éáíóú123', 'ÉÁÍÓÚÑÄÖ'])(
    'counts the Nordic and Spanish letters of %s',
    (password) => {
      expect(checkPassword(password)).toEqual([]);
    },
  );

  it('needs eight characters, counted as a person counts them', () => {
    expect(checkPassword('abcdefg')).toEqual(['tooShort']);
    expect(checkPassword('åäöåäöå')).toEqual(['tooShort']);
    expect(checkPassword('åäöåäöåä')).toEqual([]);
  });

  it('needs a letter', () => {
    expect(checkPassword('12345678')).toEqual(['noLetter']);
    expect(checkPassword('@$!%*#?&')).toEqual(['noLetter']);
  });

  it.each(['pass word', 'password-1', 'pass_word', 'pässwörd^', 'password€', 'pässwörd😀', 'ﬁnancial1'])(
    'refuses other characters in %j',
    (password) => {
      expect(checkPassword(password)).toEqual(['invalidCharacter']);
      expect(isValidPassword(password)).toBe(false);
    },
  );

  it('refuses letters outside the listed alphabets', () => {
    expect(checkPassword('çalışmak1')).toEqual(['invalidCharacter']);
    expect(checkPassword('пароль123')).toEqual(['noLetter', 'invalidCharacter']);
  });

  it('reports every problem at once', () => {
    expect(checkPassword('')).toEqual(['tooShort', 'noLetter']);
    expect(checkPassword('12 4')).toEqual(['tooShort', 'noLetter', 'invalidCharacter']);
  });
});

describe('passwordSchema', () => {
  it('passes a valid password through untouched', () => {
    expect(passwordSchema.parse('SeCReT12')).toBe('SeCReT12');
  });

  it('reports each problem as its own i18n key', () => {
    expect(errorsOf(passwordSchema, '1 2')).toEqual([
      { field: '', message: 'validation.password.tooShort' },
      { field: '', message: 'validation.password.noLetter' },
      { field: '', message: 'validation.password.invalidCharacter' },
    ]);
  });

  it('reads an empty or missing password as required', () => {
    expect(errorsOf(passwordSchema, '')).toEqual([{ field: '', message: 'validation.required' }]);
    expect(errorsOf(passwordSchema, undefined)).toEqual([{ field: '', message: 'validation.required' }]);
    expect(errorsOf(passwordSchema, null)).toEqual([{ field: '', message: 'validation.required' }]);
    expect(errorsOf(passwordSchema, 12345678)).toEqual([{ field: '', message: 'validation.invalid' }]);
  });

  it('caps the length so hashing stays cheap', () => {
    expect(passwordSchema.safeParse('a'.repeat(128)).success).toBe(true);
    expect(errorsOf(passwordSchema, 'a'.repeat(129))).toEqual([{ field: '', message: 'validation.tooLong' }]);
  });
});

describe('organisation numbers', () => {
  it('has a rule for every supported country', () => {
    for (const country of SUPPORTED_COUNTRIES) {
      const rule = ORG_NUMBER_RULES[country];
      expect(rule.min).toBeLessThanOrEqual(rule.max);
      expect(rule.labelKey).toBe(`orgNumber.label.${country}`);
    }
    expect(ORG_NUMBER_RULES.GB).toEqual({
      min: 6,
      max: 8,
      label: 'Company Number',
      labelKey: 'orgNumber.label.GB',
    });
    expect(Object.fromEntries(SUPPORTED_COUNTRIES.map((c) => [c, ORG_NUMBER_RULES[c].label]))).toEqual({
      SE: 'Organization ID',
      ES: 'NIF',
      GB: 'Company Number',
      NO: 'Organization Number',
      DK: 'CVR Number',
      TR: 'VKN',
    });
  });

  it('normalises by dropping spaces and hyphens and uppercasing', () => {
    expect(normalizeOrgNumber(' 556677-8899 ')).toBe('5566778899');
    expect(normalizeOrgNumber('sc 12 34 56')).toBe('SC123456');
    expect(normalizeOrgNumber('b-1234567-8')).toBe('B12345678');
  });

  it.each([
    ['SE', '556677-8899'],
    ['NO', '923 609 016'],
    ['GB', '123456'],
    ['GB', '01234567'],
    ['GB', 'SC123456'],
    ['ES', 'B12345678'],
    ['ES', '12345678z'],
    ['DK', '12345678'],
    ['TR', '1234567890'],
  ] as const)('accepts %s %s', (country, value) => {
    expect(checkOrgNumber(country, value)).toBeNull();
  });

  it.each([
    ['SE', '556677-889', 'length'],
    ['SE', '55667788990', 'length'],
    ['NO', '12345678', 'length'],
    ['GB', '12345', 'length'],
    ['GB', '123456789', 'length'],
    ['ES', 'B1234567', 'length'],
    ['DK', '1234567', 'length'],
    ['TR', '123456789', 'length'],
    ['SE', '556677.8899', 'characters'],
    ['SE', '556677/889', 'characters'],
    ['GB', 'ÅB123456', 'characters'],
    ['SE', '', 'required'],
    ['SE', ' - ', 'required'],
    ['SE', null, 'required'],
    ['SE', undefined, 'required'],
  ] as const)('reports %s %j as %s', (country, value, problem) => {
    expect(checkOrgNumber(country, value)).toBe(problem);
  });
});

describe('isValidEmail', () => {
  it.each(['anna@example.se', 'a.b+tag@sub.example.co.uk', "o'neil@example.com", '  anna@example.se  '])(
    'accepts %j',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each(['', 'anna', 'anna@', '@example.se', 'anna@example', 'an na@example.se', 'anna@@example.se'])(
    'rejects %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );

  it('rejects addresses longer than 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@${'b'.repeat(187)}.se`)).toBe(false);
    expect(isValidEmail(`${'a'.repeat(64)}@${'b'.repeat(186)}.se`)).toBe(true);
  });
});

describe('isValidPhone', () => {
  it.each([
    '+46 70 123 45 67',
    '070-123 45 67',
    '(020) 7946 0018',
    '123456',
    '+1 (555) 010-9999',
    ' 0701234567 ',
  ])('accepts %j', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each([
    ['too few digits', '12345'],
    ['too many digits', '1'.repeat(21)],
    ['letters', '070 CALL NOW'],
    ['a plus in the middle', '46+701234567'],
    ['two pluses', '++46701234567'],
    ['dots', '070.123.45.67'],
    ['only punctuation', '+() - ()'],
    ['empty', ''],
  ])('rejects %s', (_why, phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });

  it('accepts up to 20 digits', () => {
    expect(isValidPhone('1'.repeat(20))).toBe(true);
  });
});

describe('emailSchema', () => {
  it('trims and lowercases', () => {
    expect(emailSchema.parse('  Anna.Svensson@Example.SE ')).toBe('anna.svensson@example.se');
  });

  it('reports one i18n key per problem', () => {
    expect(errorsOf(emailSchema, '   ')).toEqual([{ field: '', message: 'validation.required' }]);
    expect(errorsOf(emailSchema, undefined)).toEqual([{ field: '', message: 'validation.required' }]);
    expect(errorsOf(emailSchema, 'anna@')).toEqual([{ field: '', message: 'validation.email' }]);
    expect(errorsOf(emailSchema, `${'a'.repeat(250)}@x.se`)).toEqual([
      { field: '', message: 'validation.tooLong' },
    ]);
  });
});

describe('phoneSchema', () => {
  it('trims a valid number', () => {
    expect(phoneSchema.parse(' +46 70 123 45 67 ')).toBe('+46 70 123 45 67');
  });

  it('reports required and invalid numbers', () => {
    expect(errorsOf(phoneSchema, '')).toEqual([{ field: '', message: 'validation.required' }]);
    expect(errorsOf(phoneSchema, '123')).toEqual([{ field: '', message: 'validation.phone' }]);
  });
});

const registration: TemporaryRegistrationInput = {
  username: ' Anna@Example.SE ',
  name: ' Anna Svensson ',
  password: 'Smörgås1',
  companyName: 'Fika AB',
  companyLanguage: 'se',
  companyCurrency: 'SEK',
  country: 'SE',
  referralId: 'friend-42',
  phoneNumber: '+46 70 123 45 67',
  storeType: 'SINGLE_STORE',
};

describe('temporaryRegistrationSchema', () => {
  it('accepts and normalises a sign-up', () => {
    expect(temporaryRegistrationSchema.parse(registration)).toEqual({
      ...registration,
      username: 'anna@example.se',
      name: 'Anna Svensson',
    });
  });

  it('leaves the optional fields out', () => {
    // Typed, so the input type keeps these three fields optional.
    const required: TemporaryRegistrationInput = {
      username: 'anna@example.se',
      name: 'Anna',
      password: 'Smörgås1',
      companyName: 'Fika AB',
      country: 'SE',
      phoneNumber: '070 123 45 67',
      storeType: 'ENTERPRISE',
    };
    const parsed = temporaryRegistrationSchema.parse(required);
    expect(parsed.companyLanguage).toBeUndefined();
    expect(parsed.companyCurrency).toBeUndefined();
    expect(parsed.referralId).toBeUndefined();
  });

  it('reads an empty or null referral id as none', () => {
    expect(
      temporaryRegistrationSchema.parse({ ...registration, referralId: '  ' }).referralId,
    ).toBeUndefined();
    expect(
      temporaryRegistrationSchema.parse({ ...registration, referralId: null }).referralId,
    ).toBeUndefined();
  });

  it('reports every field problem with its path and key', () => {
    expect(
      errorsOf(temporaryRegistrationSchema, {
        username: 'anna',
        name: 'x'.repeat(121),
        password: 'short',
        companyName: '',
        companyLanguage: 'sv',
        companyCurrency: 'BTC',
        country: 'US',
        referralId: 'r'.repeat(65),
        phoneNumber: 'call me',
        storeType: 'KIOSK',
      }),
    ).toEqual([
      { field: 'username', message: 'validation.email' },
      { field: 'name', message: 'validation.tooLong' },
      { field: 'password', message: 'validation.password.tooShort' },
      { field: 'companyName', message: 'validation.required' },
      { field: 'companyLanguage', message: 'validation.companyLanguage' },
      { field: 'companyCurrency', message: 'validation.currency' },
      { field: 'country', message: 'validation.country' },
      { field: 'referralId', message: 'validation.tooLong' },
      { field: 'phoneNumber', message: 'validation.phone' },
      { field: 'storeType', message: 'validation.storeType' },
    ]);
  });

  it('reads missing required fields as required', () => {
    expect(errorsOf(temporaryRegistrationSchema, {})).toEqual(
      ['username', 'name', 'password', 'companyName', 'country', 'phoneNumber', 'storeType'].map((field) => ({
        field,
        message: 'validation.required',
      })),
    );
  });

  it('reads a value of the wrong type as invalid', () => {
    expect(errorsOf(temporaryRegistrationSchema, { ...registration, name: 42, referralId: 7 })).toEqual([
      { field: 'name', message: 'validation.invalid' },
      { field: 'referralId', message: 'validation.invalid' },
    ]);
    expect(errorsOf(temporaryRegistrationSchema, 'sign me up')).toEqual([
      { field: '', message: 'validation.invalid' },
    ]);
  });
});

const application: CompanyApplicationInput = {
  companyName: 'Fika AB',
  organizationNumber: '556677-8899',
  phoneNumber: '+46 8 123 456',
  email: 'Owner@Fika.se',
  country: 'SE',
  bankInfo: 'SE35 5000 0000 0549 1000 0003',
  companyForm: 'Business',
  referralId: '',
  businessDocumentUrl: 'https://files.example.com/registration.pdf',
  companyAddress: { streetAddress: 'Storgatan 1', zipCode: '111 22', city: 'Stockholm' },
  owner: {
    fullName: 'Anna Svensson',
    nationalPersonalNumber: '19800101-1234',
    identityImageUrl: 'http://files.example.com/id.png',
  },
  ownerAddress: { street: 'Lillgatan 2', city: 'Stockholm', zipCode: '111 33' },
};

describe('companyApplicationSchema', () => {
  it('accepts and normalises an application', () => {
    const parsed = companyApplicationSchema.parse(application);
    expect(parsed.organizationNumber).toBe('5566778899');
    expect(parsed.email).toBe('owner@fika.se');
    expect(parsed.referralId).toBeUndefined();
    expect(parsed.businessDocumentUrl).toBe('https://files.example.com/registration.pdf');
    expect(parsed.owner.identityImageUrl).toBe('http://files.example.com/id.png');
  });

  it('leaves the optional URLs out when empty or missing', () => {
    const { referralId, businessDocumentUrl, ...required } = application;
    const input: CompanyApplicationInput = {
      ...required,
      owner: { fullName: 'Anna Svensson', nationalPersonalNumber: '19800101-1234' },
    };
    expect(
      companyApplicationSchema.parse({ ...input, businessDocumentUrl: '' }).businessDocumentUrl,
    ).toBeUndefined();
    const parsed = companyApplicationSchema.parse(input);
    expect(parsed.businessDocumentUrl).toBeUndefined();
    expect(parsed.owner.identityImageUrl).toBeUndefined();
  });

  it.each(['ftp://files.example.com/a.pdf', 'javascript:alert(1)', 'files.example.com/a.pdf', 'https://'])(
    'refuses the document URL %j',
    (url) => {
      expect(errorsOf(companyApplicationSchema, { ...application, businessDocumentUrl: url })).toEqual([
        { field: 'businessDocumentUrl', message: 'validation.url' },
      ]);
    },
  );

  it('refuses an overlong URL with one issue', () => {
    const url = `https://example.com/${'a'.repeat(2048)}`;
    expect(errorsOf(companyApplicationSchema, { ...application, businessDocumentUrl: url })).toEqual([
      { field: 'businessDocumentUrl', message: 'validation.tooLong' },
    ]);
  });

  it('checks the organisation number against the country', () => {
    expect(errorsOf(companyApplicationSchema, { ...application, organizationNumber: '556677-889' })).toEqual([
      { field: 'organizationNumber', message: 'validation.orgNumber.length' },
    ]);
    expect(errorsOf(companyApplicationSchema, { ...application, organizationNumber: '5566.778899' })).toEqual(
      [{ field: 'organizationNumber', message: 'validation.orgNumber.characters' }],
    );
    expect(
      companyApplicationSchema.safeParse({ ...application, country: 'GB', organizationNumber: 'sc 123456' })
        .success,
    ).toBe(true);
    expect(errorsOf(companyApplicationSchema, { ...application, country: 'GB' })).toEqual([
      { field: 'organizationNumber', message: 'validation.orgNumber.length' },
    ]);
  });

  it('reports an empty organisation number once, as required', () => {
    expect(errorsOf(companyApplicationSchema, { ...application, organizationNumber: '  ' })).toEqual([
      { field: 'organizationNumber', message: 'validation.required' },
    ]);
  });

  it('checks the organisation number even when other fields fail', () => {
    expect(
      errorsOf(companyApplicationSchema, { ...application, bankInfo: undefined, organizationNumber: '123' }),
    ).toEqual([
      { field: 'bankInfo', message: 'validation.required' },
      { field: 'organizationNumber', message: 'validation.orgNumber.length' },
    ]);
  });

  it('checks the organisation number even when a text field is empty', () => {
    expect(
      errorsOf(companyApplicationSchema, {
        ...application,
        companyName: '',
        email: '',
        phoneNumber: '',
        companyAddress: { ...application.companyAddress, streetAddress: '' },
        organizationNumber: '123',
      }),
    ).toEqual([
      { field: 'companyName', message: 'validation.required' },
      { field: 'phoneNumber', message: 'validation.required' },
      { field: 'email', message: 'validation.required' },
      { field: 'companyAddress.streetAddress', message: 'validation.required' },
      { field: 'organizationNumber', message: 'validation.orgNumber.length' },
    ]);
  });

  it('skips the organisation-number check when the country is unknown', () => {
    expect(
      errorsOf(companyApplicationSchema, { ...application, country: 'US', organizationNumber: '1' }),
    ).toEqual([{ field: 'country', message: 'validation.country' }]);
  });

  it('reports nested fields with dotted paths', () => {
    expect(
      errorsOf(companyApplicationSchema, {
        ...application,
        companyForm: 'Cooperative',
        companyAddress: { streetAddress: '', zipCode: '1'.repeat(21) },
        owner: { fullName: 'Anna', nationalPersonalNumber: '1', identityImageUrl: 'not a url' },
        ownerAddress: undefined,
      }),
    ).toEqual([
      { field: 'companyForm', message: 'validation.companyForm' },
      { field: 'companyAddress.streetAddress', message: 'validation.required' },
      { field: 'companyAddress.zipCode', message: 'validation.tooLong' },
      { field: 'companyAddress.city', message: 'validation.required' },
      { field: 'owner.identityImageUrl', message: 'validation.url' },
      { field: 'ownerAddress', message: 'validation.required' },
    ]);
  });

  it('reports a non-object application once', () => {
    expect(errorsOf(companyApplicationSchema, null)).toEqual([{ field: '', message: 'validation.required' }]);
    expect(errorsOf(companyApplicationSchema, [])).toEqual([{ field: '', message: 'validation.invalid' }]);
  });
});

describe('fieldErrorsFromZod', () => {
  it('joins paths with dots, array indexes included', () => {
    const schema = z.object({
      lines: z.array(z.object({ price: z.number({ error: 'validation.invalid' }) })),
    });
    const result = schema.safeParse({ lines: [{ price: 1 }, { price: 'x' }] });
    if (result.success) throw new Error('expected a failure');
    expect(fieldErrorsFromZod(result.error)).toEqual([
      { field: 'lines.1.price', message: 'validation.invalid' },
    ]);
  });
});

describe('VALIDATION_MESSAGE_KEYS', () => {
  it('are all namespaced i18n keys', () => {
    for (const key of Object.values(VALIDATION_MESSAGE_KEYS)) expect(key).toMatch(/^validation\.[a-zA-Z.]+$/);
  });
});
