import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** "Label → href" of every link in an element, labels without the hidden new-tab note. */
export function summarizeLinks(container: HTMLElement): string[] {
  return within(container)
    .queryAllByRole('link')
    .map(
      (link) =>
        `${link.querySelector('.nav-label')?.textContent ?? link.textContent} → ${link.getAttribute('href') ?? ''}`,
    );
}

/** Opens the disclosure menu whose button has `name` and returns its list. */
export async function openMenu(
  user: UserEvent,
  name: string | RegExp,
  scope: HTMLElement = document.body,
): Promise<HTMLElement> {
  const button = within(scope).getByRole('button', { name });
  if (button.getAttribute('aria-expanded') !== 'true') await user.click(button);
  const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!list) throw new Error(`menu ${String(name)} has no list`);
  return list;
}

/** The names of the desktop bar's group buttons, in order. */
export function getGroupNames(): string[] {
  const bar = screen.getByRole('navigation', { name: 'Main' });
  return Array.from(bar.querySelectorAll('[data-group] > .si-disclosure > button')).map((button) =>
    button.textContent.trim(),
  );
}
