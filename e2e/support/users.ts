import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'table-for-2-please';

let counter = 0;
export function uniqueEmail(prefix: string) {
  counter += 1;
  return `${prefix}.${Date.now()}.${process.pid}.${counter}@e2e.hospohire.test`;
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
}

/** Signs up through the public remote's form, as a person would. */
export async function signUpThroughForm(
  page: Page,
  role: 'candidate' | 'recruiter',
  user: NewUser,
) {
  await page.goto(role === 'candidate' ? '/candidate-signup' : '/recruiter-signup');
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: /create account|sign up/i }).click();
}

export async function signInThroughForm(page: Page, email: string, password = PASSWORD) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: 'Open user menu' }).click();
  return page.getByTestId('user-menu-identity');
}

export async function expectSignedOutNav(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' }).first();
  await expect(nav.getByRole('link', { name: 'For Job Seekers' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
}
