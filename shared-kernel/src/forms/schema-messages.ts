import type { TValidationError } from 'typebox/error';
import { fieldLabel } from '../contract/field-label';
import { FORM_TEXTS } from './texts';

export { fieldLabel };

// What a form says when the contract's schema refuses a value: one message in the product's
// words, naming the field, under the form field the value came from (an item of a list under the
// list). useContractForm runs it over TypeBox's errors; the words are FORM_TEXTS.

const RULES = FORM_TEXTS.rules;

/** `/skills/3` → `skills.3` (JSON Pointer to react-hook-form's dotted path). */
export function pathOf(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

/**
 * The form field an error at `path` belongs to: the path itself or its nearest parent that the
 * form registered (`skills.3` → `skills`, a list edited as one field); when none is registered,
 * the path up to its first list index (the API names `skills` for `skills.3` the same way).
 */
export function formFieldOf(path: string, isField: (name: string) => boolean): string {
  const segments = path.split('.');
  for (let end = segments.length; end > 0; end -= 1) {
    const name = segments.slice(0, end).join('.');
    if (isField(name)) return name;
  }
  const firstIndex = segments.findIndex((segment) => /^\d+$/.test(segment));
  return firstIndex > 0 ? segments.slice(0, firstIndex).join('.') : path;
}

/**
 * One schema error in words: `label` is the form field's label; `ofItem` when the value refused
 * is an item of the field's list (`skills.3`), whose message is said of each item.
 */
export function schemaErrorMessage(error: TValidationError, label: string, ofItem = false): string {
  const who = ofItem ? RULES.eachItem(label) : label;
  switch (error.keyword) {
    case 'required':
      return RULES.required(label);
    case 'minLength':
      return error.params.limit <= 1
        ? ofItem
          ? RULES.blank(who)
          : RULES.required(who)
        : RULES.tooShort(who, error.params.limit);
    case 'maxLength':
      return RULES.tooLong(who, error.params.limit);
    case 'minimum':
      return RULES.atLeast(who, error.params.limit);
    case 'exclusiveMinimum':
      return RULES.moreThan(who, error.params.limit);
    case 'maximum':
      return RULES.atMost(who, error.params.limit);
    case 'exclusiveMaximum':
      return RULES.lessThan(who, error.params.limit);
    case 'minItems':
      return RULES.fewItems(who, error.params.limit);
    case 'maxItems':
      return RULES.manyItems(who, error.params.limit);
    case 'uniqueItems':
      return RULES.repeated(who);
    case 'enum':
    case 'const':
      return RULES.choice(who);
    case 'type': {
      const types = (Array.isArray(error.params.type) ? error.params.type : [error.params.type])
        .map(String)
        .filter((type) => type !== 'null');
      return (types.length === 1 && RULES.type[types[0]!]?.(who)) || RULES.notValid(who);
    }
    case 'format':
      return RULES.format[error.params.format]?.(who) ?? RULES.notExpectedFormat(who);
    case 'pattern':
      return RULES.pattern[String(error.params.pattern)]?.(who) ?? RULES.notExpectedFormat(who);
    default:
      return RULES.notValid(who);
  }
}
