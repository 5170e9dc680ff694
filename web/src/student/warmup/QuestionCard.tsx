import { ActionIcon, Divider, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cardKind, equationText, operatorSign } from '../../warmup/format';
import { CloseIcon, KeyboardIcon } from '../../warmup/icons';
import type { WarmupQuestion } from '../../warmup/types';
import { cardKeyAction, cardTarget } from './cardKeys';
import { type KeypadPlace, placeKeypad } from './keypad';

/** Scrolled to, a card clears the fixed bar and the test's header above it. */
const CARD_SCROLL = { scrollMarginTop: 'calc(var(--app-shell-header-offset, 0px) + 120px)', scrollMarginBottom: 16 };

interface QuestionCardProps {
  question: WarmupQuestion;
  value: string;
  onChange: (value: string) => void;
  /** With where the keypad is to dock, the question having been scrolled clear of it. */
  onOpenKeypad: (place: KeypadPlace) => void;
  disabled?: boolean;
}

/** Enter in an answer moves on to the next question (a form would submit the whole test), Shift+Enter back. */
function moveOnEnter(order: number) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    const { key, shiftKey, ctrlKey, metaKey, altKey } = event;
    const action = cardKeyAction({
      key,
      shiftKey,
      ctrlKey,
      metaKey,
      altKey,
      isComposing: event.nativeEvent.isComposing,
    });
    if (!action) return;
    event.preventDefault();
    const target =
      document.querySelector<HTMLElement>(cardTarget(action, order)) ??
      document.querySelector<HTMLElement>('[data-warmup-submit]');
    target?.focus();
  };
}

/**
 * One question: the operand style (two operands over the operator, a number input and the keypad
 * button) when the operands and operator are known, else the equation style (numbered formula
 * ending with "=", a text input, keypad and clear buttons).
 */
export function QuestionCard({ question, value, onChange, onOpenKeypad, disabled }: QuestionCardProps) {
  const { t } = useTranslation();
  const n = question.order;
  const input = (
    <TextInput
      aria-label={t('Answer for question {{n}}', { n })}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={moveOnEnter(n)}
      inputMode={cardKind(question) === 'operand' ? 'numeric' : 'text'}
      autoComplete="off"
      disabled={disabled}
      flex={1}
      size="md"
      data-answer-order={n}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 20, textAlign: 'right' } }}
    />
  );
  const keypad = (
    <ActionIcon
      variant="light"
      size={42}
      onClick={(event) => onOpenKeypad(placeKeypad(event.currentTarget.closest('[data-card]')))}
      disabled={disabled}
      aria-label={t('Open keypad for question {{n}}', { n })}
    >
      <KeyboardIcon />
    </ActionIcon>
  );

  if (cardKind(question) === 'operand') {
    return (
      <Paper
        withBorder
        radius="md"
        p="md"
        role="group"
        aria-label={t('Question {{n}}: {{question}}', {
          n,
          question: `${question.operand_one} ${operatorSign(question.operator)} ${question.operand_two}`,
        })}
        data-card="operand"
        style={CARD_SCROLL}
      >
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('Question {{n}}', { n })}
          </Text>
          <Stack gap={0} align="flex-end" ff="monospace" fz={28} lh={1.2} aria-hidden>
            <Text inherit>{question.operand_one}</Text>
            <Text inherit>
              {operatorSign(question.operator)} {question.operand_two}
            </Text>
          </Stack>
          <Divider size="sm" color="dark.6" />
          <Group gap="xs" wrap="nowrap">
            {input}
            {keypad}
          </Group>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      role="group"
      aria-label={equationText(question)}
      data-card="equation"
      style={CARD_SCROLL}
    >
      <Stack gap="xs">
        <Text ff="monospace" fz={22}>
          {equationText(question)}
        </Text>
        <Group gap="xs" wrap="nowrap">
          {input}
          {keypad}
          <ActionIcon
            variant="subtle"
            color="gray.8"
            size={42}
            onClick={() => onChange('')}
            disabled={disabled}
            aria-label={t('Clear answer for question {{n}}', { n })}
          >
            <CloseIcon />
          </ActionIcon>
        </Group>
      </Stack>
    </Paper>
  );
}
