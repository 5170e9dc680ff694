// Test data for the real-test flows, made through the API as the super admin would through the
// authoring screens (those have their own tests): a test with questions, keys and worked steps imported
// from a JSON test file, granted to the demo client.
import type { APIRequestContext } from 'playwright-core';
import { DEMO } from './demo';

export interface SetupQuestion {
  text: string;
  options: string[];
  /** 1-based position of the right option. */
  key: number;
  steps?: string[];
  /** Each option's feedback ('' for none), shown beside it in the released review. */
  optionFeedback?: string[];
  /** The header the file gives it; "Question n" (its place in the file) by default. */
  header?: string;
  /** The question's figure: an address or a data URL. */
  image?: string;
}

export interface CreatedTest {
  id: number;
  name: string;
  /** questionid by question_number. */
  questionIds: Record<number, number>;
}

async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: {
    data?: unknown;
    multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;
  } = {},
): Promise<T> {
  const res = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(options.data === undefined ? {} : { data: options.data }),
    ...(options.multipart ? { multipart: options.multipart } : {}),
  });
  if (!res.ok()) throw new Error(`${method} ${path} answered ${res.status()}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** The super admin's access token. */
export async function superAdminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/auth/superadmin/', { data: DEMO.superAdmin });
  if (!res.ok()) throw new Error(`Super admin sign-in failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/**
 * Creates a test of `testType` with these questions (options lettered A - H) and grants it to the
 * demo client beside what it already has.
 */
export async function createGrantedTest(
  request: APIRequestContext,
  {
    name,
    testType = 'SAT',
    duration = '00:20:00',
    language = 'English',
    questions,
  }: {
    name: string;
    testType?: string;
    duration?: string;
    /** The test's test_lang_type. */
    language?: 'English' | 'Tamil';
    questions: readonly SetupQuestion[];
  },
): Promise<CreatedTest> {
  const token = await superAdminToken(request);
  const test = {
    test_name: name,
    test_description: `${name}, made by the end-to-end tests`,
    test_type: testType,
    section: 'math',
    answer_type: 'A - H',
    subject_category: 'Algebra',
    test_booklet_year: String(new Date().getFullYear()),
    test_lang_type: language,
    section_duration: duration,
  };
  const created = await call<{ master_qnsbank_id: number }>(request, token, 'POST', '/quiz/quiz/', { data: test });
  const id = created.master_qnsbank_id;
  const file = {
    format: 'prep-test',
    version: 1,
    test,
    questions: questions.map((q, i) => ({
      question_number: i + 1,
      question_complexity: 1,
      question_type: 'multiple choice',
      question_header: q.header ?? `Question ${i + 1}`,
      question_text: q.text,
      question_image: q.image ?? null,
      options: q.options,
      key: q.key,
      ...(q.optionFeedback ? { option_feedback: q.optionFeedback } : {}),
      steps: q.steps ?? [],
      step_images: [],
    })),
  };
  await call(request, token, 'POST', `/quiz/quiz/${id}/import/`, {
    multipart: {
      format: 'json',
      file: { name: 'test.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) },
    },
  });

  const grants = await call<Array<{ id: number; client: number; assignedquiz: string }>>(
    request,
    token,
    'GET',
    '/api/assignquiztoclient/',
  );
  const grant = grants.find((g) => g.client === DEMO.clientId);
  if (!grant) throw new Error('The demo client has no grant to add the test to');
  const granted = JSON.parse(grant.assignedquiz || '[]') as number[];
  await call(request, token, 'PUT', `/api/assignquiztoclient/${grant.id}/`, {
    data: { assignedquiz: JSON.stringify([...granted, id]) },
  });

  const nested = await call<{ question: Array<{ questionid: number; question_number: number }> }>(
    request,
    token,
    'GET',
    `/quiz/quiz/${id}/`,
  );
  const questionIds = Object.fromEntries(nested.question.map((q) => [q.question_number, q.questionid]));
  return { id, name, questionIds };
}
