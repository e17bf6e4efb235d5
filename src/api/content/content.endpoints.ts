import { endpoint } from '../http/endpoint';
import { ContentInput, Messages } from './content.schemas';

export const getContent = endpoint({
  id: 'content.get',
  method: 'GET',
  path: '/api/get-content',
  auth: false,
  input: ContentInput,
  output: Messages,
  errors: ['validation_error'],
});

/**
 * What each call does, by its name above: for the contract document (docs/openapi.json)
 * and the API notes (docs/api-assumptions.md). The app never reads them, so they stay out of
 * its bundle. Read through the catalogue (src/api/catalogue.ts), which knip cannot follow.
 *
 * @public
 */
export const summaries = {
  getContent:
    'Translation messages of an application in a language: { <namespace>: { <key>: text or nested ' +
    'messages } }. An unknown language answers an empty object. No session needed',
};
