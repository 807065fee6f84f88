import type { GuestMember } from '@fika/domain';
import { useState } from 'react';
import { requestMemberCode, startMemberSession } from './api.ts';
import { useI18n } from './i18n.ts';
import { ErrorNote, errorCode, Field } from './parts.tsx';

export interface MemberSession {
  token: string;
  member: GuestMember;
}

// Per venue (a venue's company is the member's club) and per tab: signing out is closing the tab.
const memberKey = (slug: string) => `fika.guest.member.${slug}`;

export function loadMemberSession(slug: string): MemberSession | null {
  try {
    const raw = sessionStorage.getItem(memberKey(slug));
    const parsed = raw ? (JSON.parse(raw) as MemberSession) : null;
    return parsed && typeof parsed.token === 'string' && parsed.member ? parsed : null;
  } catch {
    return null;
  }
}

export function saveMemberSession(slug: string, session: MemberSession | null) {
  try {
    if (session) sessionStorage.setItem(memberKey(slug), JSON.stringify(session));
    else sessionStorage.removeItem(memberKey(slug));
  } catch {
    // No storage: signed in for this page only.
  }
}

/** Member sign-in with a one-time code sent by e-mail, or who is signed in with their points. */
export function MemberPanel({
  slug,
  member,
  setMember,
}: {
  slug: string;
  member: MemberSession | null;
  setMember: (session: MemberSession | null) => void;
}) {
  const { t, language } = useI18n();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const change = (session: MemberSession | null) => {
    saveMemberSession(slug, session);
    setMember(session);
  };

  if (member) {
    const m = member.member;
    return (
      <section className="g-card" aria-labelledby="g-member-title">
        <h2 id="g-member-title">{t('member.signedInAs', { name: m.name ?? m.email })}</h2>
        <p>
          {m.level && (
            <span
              className="g-level"
              style={{ background: m.level.primaryColor, color: m.level.secondaryColor }}
            >
              {m.level.title}
            </span>
          )}{' '}
          {t('member.points', { count: m.points })}
          {m.level && m.level.discountPercentage > 0 && (
            <> · {t('member.discount', { percent: m.level.discountPercentage })}</>
          )}
        </p>
        {m.stampCards.map((card) => (
          <p key={card.name} className="g-dim">
            {t('member.stamps', { name: card.name, stamps: card.stamps, required: card.stampsRequired })}
          </p>
        ))}
        <button type="button" className="g-link" onClick={() => change(null)}>
          {t('member.signOut')}
        </button>
      </section>
    );
  }

  if (!open)
    return (
      <section className="g-card">
        <p>{t('member.pitch')}</p>
        <button type="button" className="g-button g-secondary" onClick={() => setOpen(true)}>
          {t('member.signIn')}
        </button>
      </section>
    );

  const sendCode = async () => {
    setBusy(true);
    setError(null);
    try {
      await requestMemberCode(email.trim(), slug, language);
      setStep('code');
    } catch (caught) {
      setError(errorCode(caught));
    } finally {
      setBusy(false);
    }
  };
  const checkCode = async () => {
    setBusy(true);
    setError(null);
    try {
      change(await startMemberSession(email.trim(), code.trim(), slug));
    } catch (caught) {
      setError(errorCode(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="g-card" aria-labelledby="g-signin-title">
      <h2 id="g-signin-title">{t('member.signIn')}</h2>
      {step === 'email' ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void sendCode();
          }}
        >
          <Field
            label={t('checkout.email')}
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            value={email}
            onValue={setEmail}
          />
          <button type="submit" className="g-button g-secondary" disabled={busy}>
            {t('member.sendCode')}
          </button>
        </form>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void checkCode();
          }}
        >
          <p>{t('member.codeSent', { email })}</p>
          <Field
            label={t('member.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            value={code}
            onValue={(value) => setCode(value.replace(/\D/g, ''))}
          />
          <button type="submit" className="g-button g-secondary" disabled={busy}>
            {t('member.verify')}
          </button>
          <button type="button" className="g-link" onClick={() => setStep('email')}>
            {t('member.otherEmail')}
          </button>
        </form>
      )}
      {error && <ErrorNote code={error} />}
    </section>
  );
}
