import { endpoint } from '../http/endpoint';
import { EnumsAnswer, EnumsInput } from './enums.schemas';

export const enumsList = endpoint({
  id: 'enums.list',
  method: 'GET',
  path: '/api/enums',
  summary:
    'Reference list of one kind: languages ({ code (lowercase), title }), countries ({ code (ISO alpha-2), ' +
    'title }) or currencies ({ code, active, logo (relative or absolute URL, or null), precision, ' +
    'rates_precision, type (0 fiat-like, 1 crypto), system }). No session needed. Currencies are listed ' +
    'active and inactive; the cabinet keeps only active ones',
  auth: false,
  input: EnumsInput,
  output: EnumsAnswer,
  errors: ['validation_error'],
});
