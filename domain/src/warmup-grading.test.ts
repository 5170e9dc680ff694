import { describe, expect, it } from 'vitest';
import { formatTimeTaken, gradeWarmup, isCorrectAnswer, NO_TIME_LIMIT } from './warmup-grading';
import {
  allowedSecondsFor,
  elapsedSeconds,
  isPastDeadline,
  remainingSeconds,
  warmupStatus,
  type WarmupClock,
} from './warmup-timer';

describe('isCorrectAnswer', () => {
  it('compares whole-number values', () => {
    expect(isCorrectAnswer('19', '19')).toBe(true);
    expect(isCorrectAnswer(' 7 ', '7')).toBe(true);
    expect(isCorrectAnswer('+7', '7')).toBe(true);
    expect(isCorrectAnswer('007', '7')).toBe(true);
    expect(isCorrectAnswer('-0', '0')).toBe(true);
    expect(isCorrectAnswer('−5', '-5')).toBe(true);
    expect(isCorrectAnswer('-5', '5')).toBe(false);
  });
  it('counts unanswered and non-integers as wrong', () => {
    expect(isCorrectAnswer('', '0')).toBe(false);
    expect(isCorrectAnswer('abc', '0')).toBe(false);
    expect(isCorrectAnswer('12abc', '12')).toBe(false);
    expect(isCorrectAnswer('3.9', '3')).toBe(false);
    expect(isCorrectAnswer('', '')).toBe(false);
  });
});

describe('gradeWarmup', () => {
  const questions = [
    { warmup_id: 1, answer: '19' },
    { warmup_id: 2, answer: '27' },
    { warmup_id: 3, answer: '42' },
    { warmup_id: 4, answer: '-7' },
    { warmup_id: 5, answer: '7' },
  ];

  it('scores the count of correct answers; only the last entry per question counts', () => {
    const grade = gradeWarmup({
      questions,
      answers: [
        { warmup_id: 1, result: '19' },
        { warmup_id: 2, result: '20' },
        { warmup_id: 2, result: '27' }, // corrected: right
        { warmup_id: 3, result: '42' },
        { warmup_id: 3, result: 'abc' }, // spoiled: wrong
        { warmup_id: 5, result: '' }, // cleared: unanswered
      ],
      allowedSeconds: 300,
      elapsedSeconds: 192,
    });
    expect(grade).toEqual({
      score: 2,
      total_qns: 5,
      wrng_qns_list: [3, 4, 5],
      result: [
        { warmup_id: 1, result: '19', isCorrect: true },
        { warmup_id: 2, result: '27', isCorrect: true },
        { warmup_id: 3, result: 'abc', isCorrect: false },
        { warmup_id: 4, result: '', isCorrect: false },
        { warmup_id: 5, result: '', isCorrect: false },
      ],
      time_taken: '00:05:00 / 00:03:12',
    });
  });

  it('keeps the assigned order whatever order the answers come in', () => {
    const grade = gradeWarmup({
      questions,
      answers: [
        { warmup_id: 5, result: '7' },
        { warmup_id: 4, result: '-7' },
        { warmup_id: 1, result: '18' },
      ],
      allowedSeconds: null,
      elapsedSeconds: 0,
    });
    expect(grade.score).toBe(2);
    expect(grade.wrng_qns_list).toEqual([1, 2, 3]);
    expect(grade.result.map((r) => r.warmup_id)).toEqual([1, 2, 3, 4, 5]);
    expect(grade.time_taken).toBe(NO_TIME_LIMIT);
  });

  it('grades an empty submission as all wrong', () => {
    const grade = gradeWarmup({ questions, answers: [], allowedSeconds: 60, elapsedSeconds: 61 });
    expect(grade.score).toBe(0);
    expect(grade.wrng_qns_list).toEqual([1, 2, 3, 4, 5]);
    expect(grade.time_taken).toEqual('00:01:00 / 00:01:00');
  });
});

describe('formatTimeTaken', () => {
  it('writes allowed / elapsed, or No limit', () => {
    expect(formatTimeTaken(null, 500)).toEqual('No limit');
    expect(formatTimeTaken(120, 45)).toEqual('00:02:00 / 00:00:45');
    expect(formatTimeTaken(3725, 3724)).toEqual('01:02:05 / 01:02:04');
    expect(formatTimeTaken(120, 999)).toEqual('00:02:00 / 00:02:00');
  });
});

describe('warm-up clock', () => {
  const t0 = new Date('2026-03-01T10:00:00Z');
  const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
  const clock = (over: Partial<WarmupClock>): WarmupClock => ({
    timer: true,
    test_taken: false,
    time_allowed_seconds: 300,
    elapsed_seconds: 0,
    started_at: t0,
    ...over,
  });

  it('allows the saved student timer, else the section duration', () => {
    expect(allowedSecondsFor('00:00:00', '00:05:00')).toBe(300);
    expect(allowedSecondsFor('00:02:30', '00:05:00')).toBe(150);
    expect(allowedSecondsFor('00:00:00', '00:00:00')).toBe(0);
  });

  it('counts down from the allowed time, keeping time used before a pause', () => {
    expect(remainingSeconds(clock({}), at(72))).toBe(228);
    expect(remainingSeconds(clock({ elapsed_seconds: 100, started_at: at(50) }), at(72))).toBe(178);
    expect(elapsedSeconds(clock({ elapsed_seconds: 100, started_at: null }), at(9999))).toBe(100);
    expect(remainingSeconds(clock({}), at(400))).toBe(0);
    expect(remainingSeconds(clock({ timer: false, time_allowed_seconds: null }), at(400))).toBeNull();
  });

  it('tells the state', () => {
    expect(warmupStatus(clock({ time_allowed_seconds: null, started_at: null }), at(0))).toEqual('assigned');
    expect(warmupStatus(clock({}), at(10))).toEqual('in_progress');
    expect(warmupStatus(clock({ started_at: null, elapsed_seconds: 40 }), at(10))).toEqual('paused');
    expect(warmupStatus(clock({}), at(300))).toEqual('time_up');
    expect(warmupStatus(clock({ test_taken: true }), at(300))).toEqual('taken');
  });

  it('passes the deadline only after the grace period', () => {
    expect(isPastDeadline(clock({}), at(310), 10)).toBe(false);
    expect(isPastDeadline(clock({}), at(311), 10)).toBe(true);
    expect(isPastDeadline(clock({ time_allowed_seconds: null }), at(99999), 10)).toBe(false);
  });
});
