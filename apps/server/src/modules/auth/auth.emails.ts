import { isUiLanguage, type UiLanguage } from '@fika/domain';
import { escapeHtml } from '../../lib/html.ts';
import type { OutgoingEmail } from '../../platform/mailer.ts';

interface Copy {
  activationSubject: string;
  activationBody: string;
  resetSubject: string;
  resetBody: string;
  existsSubject: string;
  existsBody: string;
  inviteSubject: string;
  inviteBody: string;
  button: { activate: string; reset: string; signIn: string; invite: string };
  ignore: string;
}

// {name} and {hours} are filled in; links go on their own line so every mail client makes them clickable.
const COPY: Record<UiLanguage, Copy> = {
  en: {
    activationSubject: 'Activate your Fika account',
    activationBody:
      'Hi {name}, welcome to Fika! Confirm your e-mail address to start your 30-day free trial.',
    resetSubject: 'Reset your Fika password',
    resetBody:
      'Hi {name}, we received a request to reset your password. The link works once and expires in {hours} hour.',
    existsSubject: 'You already have a Fika account',
    existsBody:
      'Hi {name}, someone tried to register a new Fika account with this e-mail address. You already have one: sign in, or reset your password if you have forgotten it.',
    inviteSubject: '{inviter} invited you to {company} on Fika',
    inviteBody:
      'Hi {name}, {inviter} has invited you to help run {company} in the Fika back office. Choose a password to get started. The link works once and expires in {days} days.',
    button: {
      activate: 'Activate account',
      reset: 'Choose a new password',
      signIn: 'Sign in',
      invite: 'Choose your password',
    },
    ignore: "If you didn't ask for this, you can ignore this e-mail.",
  },
  sv: {
    activationSubject: 'Aktivera ditt Fika-konto',
    activationBody:
      'Hej {name}, välkommen till Fika! Bekräfta din e-postadress för att starta din kostnadsfria provperiod på 30 dagar.',
    resetSubject: 'Återställ ditt lösenord för Fika',
    resetBody:
      'Hej {name}, vi har fått en begäran om att återställa ditt lösenord. Länken fungerar en gång och gäller i {hours} timme.',
    existsSubject: 'Du har redan ett Fika-konto',
    existsBody:
      'Hej {name}, någon försökte registrera ett nytt Fika-konto med den här e-postadressen. Du har redan ett konto: logga in, eller återställ lösenordet om du har glömt det.',
    inviteSubject: '{inviter} har bjudit in dig till {company} i Fika',
    inviteBody:
      'Hej {name}, {inviter} har bjudit in dig att hjälpa till att sköta {company} i Fikas backoffice. Välj ett lösenord för att komma igång. Länken fungerar en gång och gäller i {days} dagar.',
    button: {
      activate: 'Aktivera kontot',
      reset: 'Välj ett nytt lösenord',
      signIn: 'Logga in',
      invite: 'Välj ditt lösenord',
    },
    ignore: 'Om det inte var du som bad om detta kan du bortse från det här mejlet.',
  },
  no: {
    activationSubject: 'Aktiver Fika-kontoen din',
    activationBody:
      'Hei {name}, velkommen til Fika! Bekreft e-postadressen din for å starte den gratis prøveperioden på 30 dager.',
    resetSubject: 'Tilbakestill passordet ditt for Fika',
    resetBody:
      'Hei {name}, vi har mottatt en forespørsel om å tilbakestille passordet ditt. Lenken virker én gang og utløper om {hours} time.',
    existsSubject: 'Du har allerede en Fika-konto',
    existsBody:
      'Hei {name}, noen prøvde å registrere en ny Fika-konto med denne e-postadressen. Du har allerede en konto: logg inn, eller tilbakestill passordet hvis du har glemt det.',
    inviteSubject: '{inviter} har invitert deg til {company} i Fika',
    inviteBody:
      'Hei {name}, {inviter} har invitert deg til å hjelpe med å drive {company} i Fikas backoffice. Velg et passord for å komme i gang. Lenken virker én gang og utløper om {days} dager.',
    button: {
      activate: 'Aktiver kontoen',
      reset: 'Velg et nytt passord',
      signIn: 'Logg inn',
      invite: 'Velg passordet ditt',
    },
    ignore: 'Hvis det ikke var du som ba om dette, kan du se bort fra denne e-posten.',
  },
  da: {
    activationSubject: 'Aktivér din Fika-konto',
    activationBody:
      'Hej {name}, velkommen til Fika! Bekræft din e-mailadresse for at starte din gratis prøveperiode på 30 dage.',
    resetSubject: 'Nulstil din adgangskode til Fika',
    resetBody:
      'Hej {name}, vi har modtaget en anmodning om at nulstille din adgangskode. Linket virker én gang og udløber om {hours} time.',
    existsSubject: 'Du har allerede en Fika-konto',
    existsBody:
      'Hej {name}, nogen forsøgte at oprette en ny Fika-konto med denne e-mailadresse. Du har allerede en konto: log ind, eller nulstil din adgangskode, hvis du har glemt den.',
    inviteSubject: '{inviter} har inviteret dig til {company} i Fika',
    inviteBody:
      'Hej {name}, {inviter} har inviteret dig til at hjælpe med at drive {company} i Fikas backoffice. Vælg en adgangskode for at komme i gang. Linket virker én gang og udløber om {days} dage.',
    button: {
      activate: 'Aktivér konto',
      reset: 'Vælg en ny adgangskode',
      signIn: 'Log ind',
      invite: 'Vælg din adgangskode',
    },
    ignore: 'Hvis det ikke var dig, der bad om dette, kan du se bort fra denne e-mail.',
  },
  es: {
    activationSubject: 'Activa tu cuenta de Fika',
    activationBody:
      'Hola, {name}: ¡te damos la bienvenida a Fika! Confirma tu dirección de correo para empezar tu prueba gratuita de 30 días.',
    resetSubject: 'Restablece tu contraseña de Fika',
    resetBody:
      'Hola, {name}: hemos recibido una solicitud para restablecer tu contraseña. El enlace funciona una sola vez y caduca en {hours} hora.',
    existsSubject: 'Ya tienes una cuenta de Fika',
    existsBody:
      'Hola, {name}: alguien ha intentado registrar una nueva cuenta de Fika con esta dirección de correo. Ya tienes una cuenta: inicia sesión o restablece la contraseña si la has olvidado.',
    inviteSubject: '{inviter} te ha invitado a {company} en Fika',
    inviteBody:
      'Hola, {name}: {inviter} te ha invitado a ayudar a gestionar {company} en el back office de Fika. Elige una contraseña para empezar. El enlace funciona una sola vez y caduca en {days} días.',
    button: {
      activate: 'Activar cuenta',
      reset: 'Elegir una nueva contraseña',
      signIn: 'Iniciar sesión',
      invite: 'Elegir tu contraseña',
    },
    ignore: 'Si no lo has solicitado tú, puedes ignorar este correo.',
  },
  tr: {
    activationSubject: 'Fika hesabınızı etkinleştirin',
    activationBody:
      'Merhaba {name}, Fika’ya hoş geldiniz! 30 günlük ücretsiz denemenizi başlatmak için e-posta adresinizi doğrulayın.',
    resetSubject: 'Fika şifrenizi sıfırlayın',
    resetBody:
      'Merhaba {name}, şifrenizi sıfırlama isteği aldık. Bağlantı yalnızca bir kez çalışır ve {hours} saat içinde geçerliliğini yitirir.',
    existsSubject: 'Zaten bir Fika hesabınız var',
    existsBody:
      'Merhaba {name}, biri bu e-posta adresiyle yeni bir Fika hesabı oluşturmaya çalıştı. Zaten bir hesabınız var: giriş yapın ya da unuttuysanız şifrenizi sıfırlayın.',
    inviteSubject: "{inviter} sizi Fika'da {company} hesabına davet etti",
    inviteBody:
      'Merhaba {name}, {inviter} sizi Fika arka ofisinde {company} yönetimine yardım etmeye davet etti. Başlamak için bir şifre belirleyin. Bağlantı yalnızca bir kez çalışır ve {days} gün içinde geçerliliğini yitirir.',
    button: {
      activate: 'Hesabı etkinleştir',
      reset: 'Yeni şifre belirle',
      signIn: 'Giriş yap',
      invite: 'Şifrenizi belirleyin',
    },
    ignore: 'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayabilirsiniz.',
  },
  ar: {
    activationSubject: 'فعّل حسابك في Fika',
    activationBody:
      'مرحبًا {name}، أهلًا بك في Fika! أكّد عنوان بريدك الإلكتروني لتبدأ فترتك التجريبية المجانية لمدة 30 يومًا.',
    resetSubject: 'إعادة تعيين كلمة مرور Fika',
    resetBody:
      'مرحبًا {name}، تلقّينا طلبًا لإعادة تعيين كلمة المرور. يعمل الرابط مرة واحدة فقط وتنتهي صلاحيته خلال {hours} ساعة.',
    existsSubject: 'لديك حساب في Fika بالفعل',
    existsBody:
      'مرحبًا {name}، حاول أحدهم إنشاء حساب جديد في Fika بعنوان البريد الإلكتروني هذا. لديك حساب بالفعل: سجّل الدخول، أو أعد تعيين كلمة المرور إذا نسيتها.',
    inviteSubject: 'دعاك {inviter} إلى {company} في Fika',
    inviteBody:
      'مرحبًا {name}، دعاك {inviter} للمساعدة في إدارة {company} في لوحة تحكم Fika. اختر كلمة مرور للبدء. يعمل الرابط مرة واحدة فقط وتنتهي صلاحيته خلال {days} أيام.',
    button: {
      activate: 'تفعيل الحساب',
      reset: 'اختيار كلمة مرور جديدة',
      signIn: 'تسجيل الدخول',
      invite: 'اختيار كلمة المرور',
    },
    ignore: 'إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة.',
  },
};

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

function render(to: string, language: string, subject: string, body: string, button: string, link: string) {
  const copy = COPY[isUiLanguage(language) ? language : 'en'];
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const text = `${body}\n\n${button}: ${link}\n\n${copy.ignore}\n`;
  const html =
    `<div dir="${dir}" style="font-family:system-ui,sans-serif;max-width:520px">` +
    `<p>${escapeHtml(body)}</p>` +
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#7a4b2a;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(button)}</a></p>` +
    `<p style="color:#666">${escapeHtml(copy.ignore)}</p></div>`;
  return { to, subject, text, html } satisfies OutgoingEmail;
}

const copyOf = (language: string) => COPY[isUiLanguage(language) ? language : 'en'];

/** The e-mails of the account flows, in the recipient's interface language. */
export const emails = {
  activation(to: string, language: string, name: string, link: string): OutgoingEmail {
    const c = copyOf(language);
    return render(
      to,
      language,
      c.activationSubject,
      fill(c.activationBody, { name }),
      c.button.activate,
      link,
    );
  },
  passwordReset(to: string, language: string, name: string, link: string, hours: number): OutgoingEmail {
    const c = copyOf(language);
    return render(
      to,
      language,
      c.resetSubject,
      fill(c.resetBody, { name, hours: String(hours) }),
      c.button.reset,
      link,
    );
  },
  invitation(
    to: string,
    language: string,
    values: { name: string; inviter: string; company: string },
    link: string,
    days: number,
  ): OutgoingEmail {
    const c = copyOf(language);
    return render(
      to,
      language,
      fill(c.inviteSubject, values),
      fill(c.inviteBody, { ...values, days: String(days) }),
      c.button.invite,
      link,
    );
  },
  accountExists(to: string, language: string, name: string, link: string): OutgoingEmail {
    const c = copyOf(language);
    return render(to, language, c.existsSubject, fill(c.existsBody, { name }), c.button.signIn, link);
  },
};
