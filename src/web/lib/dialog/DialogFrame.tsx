import { useLingui } from '@lingui/react/macro';
import { Modal, type ModalProps } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { SHAKE, Z_INDEX } from '@shared/ui';
import type { CSSProperties, ReactNode } from 'react';
import classes from './Dialog.module.css';
import { useHistoryEntry } from './useHistoryEntry';
import { useShake } from './useShake';

export interface DialogProps {
  opened: boolean;
  /** Called when the dialog should close (Escape, outside click, back, close button). */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Escape, outside click and back do not close it: it shakes instead. Close it from its own actions. */
  persistent?: boolean;
  size?: ModalProps['size'];
  fullScreen?: boolean;
}

const SHAKE_VARS = {
  '--dialog-shake-ms': `${SHAKE.durationMs}ms`,
  '--dialog-shake-scale': String(SHAKE.scale),
} as CSSProperties;

/** Mantine's Modal with our closing rules (see DialogProps), z-indexes and shake; use it through `Dialog`. */
export function DialogFrame({
  opened,
  onClose,
  title,
  children,
  persistent = false,
  size,
  fullScreen,
}: DialogProps) {
  const { t } = useLingui();
  const { shaking, shake } = useShake();
  const dismiss = persistent ? shake : onClose;
  useHistoryEntry(opened, persistent, dismiss);
  // Closed for the first render: the frame mounts lazily when first opened, and Modal only
  // remembers the element to give focus back to on a closed → open change.
  const mounted = useMounted();

  return (
    <Modal
      opened={opened && mounted}
      onClose={dismiss}
      title={title}
      size={size}
      fullScreen={fullScreen}
      zIndex={Z_INDEX.dialog}
      overlayProps={{ zIndex: Z_INDEX.overlay, backgroundOpacity: 0.45 }}
      withCloseButton={!persistent}
      closeButtonProps={{ 'aria-label': t`Schließen` }}
      classNames={{
        root: classes.root,
        content: classes.content,
        header: classes.header,
        title: classes.title,
      }}
      style={SHAKE_VARS}
      data-shaking={shaking || undefined}
    >
      {children}
    </Modal>
  );
}
