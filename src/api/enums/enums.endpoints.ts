import { endpoint } from '../http/endpoint';
import { EnumsAnswer, EnumsInput } from './enums.schemas';

export const enumsList = endpoint({
  id: 'enums.list',
  method: 'GET',
  path: '/api/enums',
  summary:
    'Reference list of one kind (a bare list, or an object holding it): languages and countries as ' +
    '{ code, title }, { code, name } or a bare code (languages lowercase, countries ISO alpha-2; a row ' +
    'without a usable code is skipped), or currencies ({ code, active, logo (relative with or without a ' +
    'leading slash, absolute URL, or null), precision, rates_precision, type (0 fiat-like, 1 crypto), ' +
    'system }). No session needed. Currencies are listed active and inactive; the cabinet keeps only ' +
    'active ones',
  auth: false,
  input: EnumsInput,
  output: EnumsAnswer,
  errors: ['validation_error'],
});
