import { Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What {@link StackedModalBody} draws: the modal's props and where it sits in the stack. */
export interface StackedModalBodyProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  withCloseButton: boolean;
  size?: ModalProps['size'];
  /** Only the top modal closes on Escape or a click outside. */
  isTop: boolean;
  /** Position in the stack (0 = bottom), which sets the layer. */
  depth: number;
}

// Mantine's Modal with its overlay, focus trap and scroll lock (~7 KB gzip) is its own chunk,
// loaded by modal-stack.tsx the first time a modal opens: the shell renders none at first.
/** The Mantine modal of a {@link StackedModal}. */
export default function StackedModalBody({
  opened,
  onClose,
  title,
  children,
  withCloseButton,
  size,
  isTop,
  depth,
}: StackedModalBodyProps) {
  const { t } = useTranslation('ui');
  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      closeOnEscape={isTop}
      closeOnClickOutside={isTop}
      returnFocus={false}
      size={size}
      zIndex={300 + depth * 10}
      centered
    >
      <Modal.Overlay />
      <Modal.Content>
        {/* A div, not Mantine's <header>: outside <main> a header would be a second banner landmark. */}
        <Modal.Header {...HEADER_AS_DIV}>
          <Modal.Title>{title}</Modal.Title>
          {withCloseButton && <Modal.CloseButton aria-label={t('modal.close')} />}
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

const HEADER_AS_DIV = { component: 'div' } as Record<string, unknown>;
