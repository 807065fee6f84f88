import { Button, Group, Text } from '@mantine/core';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { i18n } from '../lib/i18n.ts';

// @mantine/notifications (and its transitions, ~9 KB gzip) loads with the first toast, not with the
// shell: most visits show none. Every call goes through this one promise, so a hide that follows a
// show runs after it.
let notificationsModule: Promise<typeof import('@mantine/notifications')> | undefined;
function withNotifications(use: (module: typeof import('@mantine/notifications')) => void): void {
  notificationsModule ??= import('@mantine/notifications');
  void notificationsModule.then(use);
  if (!stackWanted) {
    stackWanted = true;
    for (const listener of stackListeners) listener();
  }
}

// Whether a toast was ever asked for: the provider mounts the stack from then on.
let stackWanted = false;
const stackListeners = new Set<() => void>();
function subscribeStack(listener: () => void): () => void {
  stackListeners.add(listener);
  return () => stackListeners.delete(listener);
}

const ToastStack = lazy(() =>
  import('@mantine/notifications').then(({ Notifications }) => ({
    default: () => <Notifications position="top-right" limit={5} />,
  })),
);

/** The three kinds of toast (§2.4). */
export type ToastKind = 'success' | 'warn' | 'error';

/** Auto-hide delays of §4/§9: errors stay until closed (0), warnings 3000 ms, successes 2000 ms. */
export const TOAST_HIDE_MS: Readonly<Record<ToastKind, number>> = { error: 0, warn: 3000, success: 2000 };

/** Delay between clicking a toast's action and running it, so the toast is seen to close (§9). */
export const TOAST_ACTION_DELAY_MS = 200;

const COLOURS: Readonly<Record<ToastKind, string>> = { success: 'teal', warn: 'yellow', error: 'red' };

/** One toast; the text is already translated by the caller. */
export interface ToastOptions {
  title?: string;
  /** Milliseconds before it hides; 0 keeps it until closed. Defaults by kind. */
  hideAfterMs?: number;
  action?: { label: string; onClick: () => void };
}

/** Shows toasts; obtained with {@link useToast}. */
export interface Toaster {
  success: (message: string, options?: ToastOptions) => string;
  warn: (message: string, options?: ToastOptions) => string;
  error: (message: string, options?: ToastOptions) => string;
  hide: (id: string) => void;
}

function show(kind: ToastKind, message: string, options: ToastOptions = {}): string {
  const id = `toast-${Math.random().toString(36).slice(2)}`;
  const hideAfter = options.hideAfterMs ?? TOAST_HIDE_MS[kind];
  const { action } = options;
  withNotifications(({ notifications }) =>
    notifications.show({
      id,
      title: options.title,
      color: COLOURS[kind],
      autoClose: hideAfter === 0 ? false : hideAfter,
      withCloseButton: true,
      // The close button is an icon: its name is the one screen readers announce.
      closeButtonProps: { 'aria-label': i18n.t('ui:modal.close') },
      // Errors interrupt screen readers; the others wait their turn.
      role: kind === 'error' ? 'alert' : 'status',
      'data-kind': kind,
      message: action ? (
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm">{message}</Text>
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => {
              toast.hide(id);
              setTimeout(action.onClick, TOAST_ACTION_DELAY_MS);
            }}
          >
            {action.label}
          </Button>
        </Group>
      ) : (
        message
      ),
    }),
  );
  return id;
}

/** The toaster without React, for code outside components (query error handlers). */
export const toast: Toaster = {
  success: (message, options) => show('success', message, options),
  warn: (message, options) => show('warn', message, options),
  error: (message, options) => show('error', message, options),
  hide: (id) => withNotifications(({ notifications }) => notifications.hide(id)),
};

const ToastContext = createContext<Toaster | null>(null);

/** Renders the toast stack and provides {@link useToast}. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const value = useMemo(() => toast, []);
  const wanted = useSyncExternalStore(subscribeStack, () => stackWanted);
  return (
    <ToastContext.Provider value={value}>
      {wanted && (
        <Suspense fallback={null}>
          <ToastStack />
        </Suspense>
      )}
      {children}
    </ToastContext.Provider>
  );
}

/** Shows success, warning and error toasts; throws outside {@link ToastProvider} (§8). */
export function useToast(): Toaster {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast must be used within a MessageProvider');
  return value;
}
