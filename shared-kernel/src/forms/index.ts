// 'shared-kernel/forms': one way to build a form (issue 17). react-hook-form validated by the
// contract's TypeBox schemas (`useContractForm`, whose refusals are said in FORM_TEXTS' words,
// naming the field), a field's props (`useContractField`) and the one mapper from a failed call
// to a field or an alert (`applyApiError`). Its own shared entry: only
// screens with a form load it (react-hook-form, the resolver and TypeBox's checker), never the
// landing page.
export {
  useContractForm,
  type CheckedFormOptions,
  type ContractFormOptions,
  type FormChecks,
} from './useContractForm';
export { useContractField } from './useContractField';
export { useFormSubmit } from './useFormSubmit';
export { textFieldProps, type ContractTextField } from './text-field-props';
export { FormTextField, type FormTextFieldProps } from './FormTextField';
export { FORM_TEXTS } from './texts';
export {
  CompanyCultureForm,
  type CompanyCultureFormProps,
  type CompanyCultureTexts,
  type CultureQuestion,
  type CultureRule,
  type SaveCulture,
} from './culture/CompanyCultureForm';
export {
  apiErrorMessage,
  applyApiError,
  NETWORK_ERROR_MESSAGE,
  type ApplyApiErrorOptions,
} from './apply-api-error';
/** react-hook-form's path type, for a screen that names its fields (one copy on the page). */
export { type Path } from 'react-hook-form';
