import { endpoint } from '../http/endpoint';
import { ContentInput, Messages } from './content.schemas';

export const getContent = endpoint({
  id: 'content.get',
  method: 'GET',
  path: '/api/get-content',
  summary:
    'Translation messages of an application in a language: { <namespace>: { <key>: text or nested ' +
    'messages } }. An unknown language answers an empty object. No session needed',
  auth: false,
  input: ContentInput,
  output: Messages,
  errors: ['validation_error'],
});
