import { act, renderHook } from '@testing-library/react';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import type { TValidationError } from 'typebox/error';
import { CreateJobBodySchema } from '../contract';
import { useContractField, useContractForm } from '.';
import { formErrorsOf } from './useContractForm';
import { fieldLabel, formFieldOf } from './schema-messages';

const VENUE = '6f1c2b1e-8a3e-4c55-9d1e-1b2c3d4e5f60';
const job = { title: 'Chef', venueId: VENUE, employmentType: 'full_time' };

/** The messages the job form shows for `body`, by field (labels as the form gives them). */
function jobMessages(body: object, fields: string[] = Object.keys(body)) {
  const errors = [...Value.Errors(CreateJobBodySchema, body)] as TValidationError[];
  const found = formErrorsOf(errors, {
    isField: (name) => fields.includes(name),
    labels: { salaryMax: 'Salary max', skills: 'Skills', dayParts: 'Day parts needed' },
    leaveToApi: ['format'],
  });
  return Object.fromEntries(Object.entries(found).map(([field, e]) => [field, e.message]));
}

describe('the schema’s refusals in the product’s words, naming the field', () => {
  it('says a number rule with the form’s label, not TypeBox’s English', () => {
    expect(
      jobMessages({ ...job, salaryType: 'yearly', salaryMin: 1, salaryMax: 2_000_000 }),
    ).toEqual({ salaryMax: 'Salary max must be at most 1,000,000' });
    expect(jobMessages({ ...job, salaryType: 'yearly', salaryMin: 1, salaryMax: -1 })).toEqual({
      salaryMax: 'Salary max must be more than 0',
    });
  });

  it('names a field the form gave no label for from its key', () => {
    expect(jobMessages({ ...job, title: 'x'.repeat(201) })).toEqual({
      title: 'Title must be at most 200 characters',
    });
    expect(jobMessages({ ...job, employmentType: 'zero_hours' })).toEqual({
      employmentType: 'Employment type must be one of the options given',
    });
    expect(jobMessages({ venueId: VENUE, employmentType: 'full_time' }, [])).toEqual({
      title: 'Title is required',
    });
    expect(fieldLabel('venues.0.postCode')).toBe('Post code');
  });

  it('puts an error on an item of a list (skills.3) under the list field, said of each item', () => {
    expect(jobMessages({ ...job, skills: ['bar', 'x'.repeat(61)] })).toEqual({
      skills: 'Skills: each one must be at most 60 characters',
    });
    expect(jobMessages({ ...job, skills: ['bar', ''] })).toEqual({
      skills: 'Skills: each one must not be blank',
    });
    expect(jobMessages({ ...job, dayParts: ['fri_evening', 'fri_brunch'] })).toEqual({
      dayParts: 'Day parts needed: each one must be one of the options given',
    });
    expect(jobMessages({ ...job, skills: Array.from({ length: 51 }, (_, i) => `s${i}`) })).toEqual({
      skills: 'Skills must have at most 50 items',
    });
  });

  it('leaves the keywords it is told to the API (a field shows nothing)', () => {
    expect(jobMessages({ ...job, closesOn: '31/12/2030' })).toEqual({});
  });

  it('finds the field an error belongs to: registered path, nearest registered parent, else up to the index', () => {
    const registered =
      (...names: string[]) =>
      (name: string) =>
        names.includes(name);
    expect(formFieldOf('skills.3', registered('skills'))).toBe('skills');
    expect(formFieldOf('venues.0.name', registered('venues.0.name'))).toBe('venues.0.name');
    expect(formFieldOf('venues.0.name', registered('venues'))).toBe('venues');
    expect(formFieldOf('venues.2.name', registered())).toBe('venues');
    expect(formFieldOf('address.postCode', registered())).toBe('address.postCode');
  });
});

describe('useContractForm: the message lands on the registered list field', () => {
  const Schema = Type.Object({
    tags: Type.Array(Type.String({ maxLength: 5 }), { maxItems: 3 }),
    note: Type.String({ pattern: '\\S' }),
  });

  it('an item error shows under the list, a pattern in words', async () => {
    const { result } = renderHook(() => {
      const form = useContractForm(Schema, {
        defaultValues: { tags: ['ok', 'much too long'], note: ' ' },
        labels: { tags: 'Tags' },
      });
      const tags = useContractField(form, 'tags');
      const note = useContractField(form, 'note');
      return { form, tags, note };
    });
    const send = jest.fn();
    await act(() => result.current.form.handleSubmit(send)());
    expect(send).not.toHaveBeenCalled();
    expect(result.current.tags.error).toBe('Tags: each one must be at most 5 characters');
    expect(result.current.note.error).toBe('Note must not be blank');
  });
});
