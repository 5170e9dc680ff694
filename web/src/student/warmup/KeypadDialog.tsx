import { Button, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { msg } from '@prep/domain';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BackspaceIcon } from '../../warmup/icons';
import { keyOf, type KeypadKey, type KeypadPlace } from './keypad';

interface KeypadDialogProps {
  /** The question's number; null when closed. */
  question: number | null;
  /** Docked at the top or bottom of the screen, away from the question (placeKeypad). */
  place: KeypadPlace;
  value: string;
  onKey: (key: KeypadKey) => void;
  onClose: () => void;
}

const LAYOUT: Array<{ key: KeypadKey; label: string; name?: string }> = [
  ...['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((d) => ({ key: d as KeypadKey, label: d })),
  { key: 'minus', label: '−', name: msg('Minus') },
  { key: '0', label: '0' },
  { key: 'backspace', label: '', name: msg('Backspace') },
];

/**
 * The on-screen keypad: digits, minus, backspace and OK; Enter (or OK, or Escape) closes it. It docks
 * at an edge of the screen, the question it answers left in view under a light overlay.
 */
export function KeypadDialog({ question, place, value, onKey, onClose }: KeypadDialogProps) {
  const { t } = useTranslation();
  const handleKey = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const key = keyOf(event.key);
    if (!key) return;
    // Enter on a focused keypad button would also press it: OK wins.
    event.preventDefault();
    if (key === 'ok') onClose();
    else onKey(key);
  };
  return (
    <Modal
      opened={question !== null}
      onClose={onClose}
      title={t('Keypad for question {{n}}', { n: question ?? '' })}
      size="xs"
      yOffset="1dvh"
      overlayProps={{ backgroundOpacity: 0.15 }}
      styles={{ inner: { '--modal-inner-align': place === 'bottom' ? 'flex-end' : 'flex-start' } }}
      data-place={place}
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      <Stack gap="sm" onKeyDown={handleKey}>
        <Text
          role="status"
          aria-label={t('Answer')}
          ff="monospace"
          fz={28}
          ta="right"
          px="sm"
          mih={48}
          bd="1px solid var(--mantine-color-gray-5)"
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          data-keypad-value
        >
          {value}
        </Text>
        <SimpleGrid cols={3} spacing="xs">
          {LAYOUT.map(({ key, label, name }) => (
            <Button
              key={key}
              variant="default"
              size="lg"
              onClick={() => onKey(key)}
              aria-label={name ? t(name) : undefined}
            >
              {key === 'backspace' ? <BackspaceIcon /> : label}
            </Button>
          ))}
        </SimpleGrid>
        <Button onClick={onClose} data-autofocus fullWidth>
          {t('OK')}
        </Button>
      </Stack>
    </Modal>
  );
}
