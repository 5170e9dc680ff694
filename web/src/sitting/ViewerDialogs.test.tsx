import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api';
import { Providers } from '../app/Providers';
import { StepsDialog } from './StepsDialog';
import { VideoDialog } from './VideoDialog';

const wrap = (ui: React.ReactNode) =>
  render(
    <Providers queryClient={createQueryClient()} env="test">
      {ui}
    </Providers>,
  );

const steps = {
  step1_text: 'Subtract 3',
  step2_text: 'Divide by 2',
  step3_text: 'Check',
  step4_text: '',
  step5_text: 'Write $x = 2$',
  step1_image: null,
  step2_image: '/media/steps/2.png',
  step3_image: null,
  step4_image: null,
};

describe('View Steps', () => {
  it('steps through the steps written (the fifth shown, the empty fourth not), shows all and less, and names the question by its number alone', () => {
    const onClose = vi.fn();
    wrap(<StepsDialog subject={{ questionid: 812, question_number: 4, steps }} onClose={onClose} />);
    const box = screen.getByRole('dialog', { name: 'View Steps' });
    expect(within(box).getByText('Question 4')).toBeTruthy();
    // No internal id on a student's screen.
    expect(box.textContent).not.toMatch(/question id|812/);
    expect(within(box).getByText('Subtract 3')).toBeTruthy();
    const previous = within(box).getByRole('button', { name: 'Previous step' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    fireEvent.click(within(box).getByRole('button', { name: 'Next step' }));
    expect(within(box).getByText('Divide by 2')).toBeTruthy();
    expect(within(box).getByRole('img', { name: 'Step 2 image' }).getAttribute('src')).toBe('/media/steps/2.png');
    fireEvent.click(within(box).getByRole('button', { name: 'Next step' }));
    fireEvent.click(within(box).getByRole('button', { name: 'Next step' }));
    expect(within(box).getByText('Step 4 of 4')).toBeTruthy();
    expect(box.querySelector('[data-step="4"]')?.textContent).toContain('Write');
    expect((within(box).getByRole('button', { name: 'Next step' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(box).getByRole('button', { name: 'Show all' }));
    expect(
      within(box)
        .getAllByRole('region')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['Step 1', 'Step 2', 'Step 3', 'Step 4']);
    fireEvent.click(within(box).getByRole('button', { name: 'Show less' }));
    expect(within(box).queryAllByRole('region')).toHaveLength(0);
    fireEvent.click(within(box).getAllByRole('button', { name: 'Close' })[0]!);
    expect(onClose).toHaveBeenCalled();
  });
});

describe('View Steps for the staff', () => {
  it('names the question id too, as the spec’s popup does', () => {
    wrap(<StepsDialog subject={{ questionid: 812, question_number: 4, steps }} onClose={vi.fn()} showQuestionId />);
    const box = screen.getByRole('dialog', { name: 'View Steps' });
    expect(within(box).getByText('Question 4 (question id 812)')).toBeTruthy();
  });
});

describe('View Video', () => {
  it('plays Step Video 1..n one at a time with the arrows and names the question number', () => {
    wrap(
      <VideoDialog
        subject={{
          questionid: 9,
          question_number: 7,
          stepvideo: [{ urls: ['/media/videos/a.mp4', '/media/videos/b.mp4'], client_admin: null }],
        }}
        onClose={() => {}}
      />,
    );
    const box = screen.getByRole('dialog', { name: 'View Video' });
    expect(within(box).getByText('Question 7')).toBeTruthy();
    const player = () => box.querySelector('video');
    expect(player()?.getAttribute('src')).toBe('/media/videos/a.mp4');
    expect(player()?.hasAttribute('controls')).toBe(true);
    fireEvent.click(within(box).getByRole('button', { name: 'Next video' }));
    expect(player()?.getAttribute('src')).toBe('/media/videos/b.mp4');
    expect(within(box).getByText('Video 2 of 2')).toBeTruthy();
    fireEvent.click(within(box).getByRole('button', { name: 'Previous video' }));
    expect(player()?.getAttribute('src')).toBe('/media/videos/a.mp4');
  });
});
