import type { ModalProps } from '@mantine/core';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

const StackedModalBody = lazy(() => import('./stacked-modal-body.tsx'));

interface StackContextValue {
  /** Ids of the open modals, bottom first. */
  stack: readonly string[];
  push: (id: string) => void;
  remove: (id: string) => void;
  open: (modal: ModalSpec) => string;
  close: (id: string) => void;
}

const StackContext = createContext<StackContextValue | null>(null);

/** A modal opened from code with {@link useModals}. */
export interface ModalSpec {
  title: ReactNode;
  /** The body; `close` closes this modal. */
  content: (close: () => void) => ReactNode;
  withCloseButton?: boolean;
  size?: ModalProps['size'];
}

/**
 * Focus goes back where it was when a modal closes (§4), except to a combobox: reopening its list
 * under the user's cursor would be a surprise.
 */
export function restoreFocus(element: Element | null): void {
  if (!(element instanceof HTMLElement) || !element.isConnected) return;
  if (element.getAttribute('role') === 'combobox') return;
  element.focus();
}

/** Props of {@link StackedModal}. */
export interface StackedModalProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Shows the × button (default true). */
  withCloseButton?: boolean;
  size?: ModalProps['size'];
}

/**
 * A modal dialog that stacks (§2.4, §4): only the top one closes on Escape or a click outside,
 * and focus returns to the element focused before it opened unless that is a combobox.
 */
export function StackedModal({
  opened,
  onClose,
  title,
  children,
  withCloseButton = true,
  size,
}: StackedModalProps) {
  const context = useContext(StackContext);
  if (!context) throw new Error('useModals must be used within a ModalProvider');
  const { stack, push, remove } = context;
  const id = useId();
  // The body loads when the modal first opens and then stays, so its closing transition runs.
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  const previous = useRef<Element | null>(null);

  useLayoutEffect(() => {
    if (!opened) return;
    previous.current = document.activeElement;
    push(id);
    return () => {
      remove(id);
      const element = previous.current;
      // After the modal's own focus handling has finished.
      setTimeout(() => restoreFocus(element), 0);
    };
  }, [opened, id, push, remove]);

  const depth = stack.indexOf(id);
  const isTop = depth !== -1 && depth === stack.length - 1;
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <StackedModalBody
        opened={opened}
        onClose={onClose}
        title={title}
        withCloseButton={withCloseButton}
        size={size}
        isTop={isTop}
        depth={Math.max(depth, 0)}
      >
        {children}
      </StackedModalBody>
    </Suspense>
  );
}

interface OpenModal extends ModalSpec {
  id: string;
}

/** Holds the modal stack and renders modals opened from code. */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [stack, setStack] = useState<readonly string[]>([]);
  const [opened, setOpened] = useState<readonly OpenModal[]>([]);
  const counter = useRef(0);

  const push = useCallback((id: string) => setStack((s) => [...s.filter((x) => x !== id), id]), []);
  const remove = useCallback((id: string) => setStack((s) => s.filter((x) => x !== id)), []);
  const open = useCallback((modal: ModalSpec) => {
    counter.current += 1;
    const id = `modal-${counter.current}`;
    setOpened((list) => [...list, { ...modal, id }]);
    return id;
  }, []);
  const close = useCallback((id: string) => setOpened((list) => list.filter((m) => m.id !== id)), []);

  const value = useMemo(() => ({ stack, push, remove, open, close }), [stack, push, remove, open, close]);
  return (
    <StackContext.Provider value={value}>
      {children}
      {opened.map((modal) => (
        <StackedModal
          key={modal.id}
          opened
          onClose={() => close(modal.id)}
          title={modal.title}
          withCloseButton={modal.withCloseButton}
          size={modal.size}
        >
          {modal.content(() => close(modal.id))}
        </StackedModal>
      ))}
    </StackContext.Provider>
  );
}

/** Opens and closes modals from code; throws outside {@link ModalProvider} (§8). */
export function useModals(): Pick<StackContextValue, 'open' | 'close'> & { depth: number } {
  const context = useContext(StackContext);
  if (!context) throw new Error('useModals must be used within a ModalProvider');
  return { open: context.open, close: context.close, depth: context.stack.length };
}
