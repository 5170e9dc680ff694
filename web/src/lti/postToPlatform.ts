// The deep-linking answer (issue 29) is a page that posts the signed response to the LMS. This page
// cannot run that page's script (this app's CSP), so it posts the same form itself: the answer's form,
// its action and fields, submitted from here (the picker's CSP lets its form go to that LMS only).
export function postToPlatform(page: string): void {
  const answer = new DOMParser().parseFromString(page, 'text/html').querySelector('form');
  if (!answer) throw new Error('the deep-linking answer has no form');
  const form = document.createElement('form');
  form.method = 'post';
  form.action = answer.getAttribute('action') ?? '';
  for (const input of Array.from(answer.querySelectorAll('input[type="hidden"]'))) {
    const field = document.createElement('input');
    field.type = 'hidden';
    field.name = input.getAttribute('name') ?? '';
    field.value = input.getAttribute('value') ?? '';
    form.append(field);
  }
  document.body.append(form);
  form.submit();
}
