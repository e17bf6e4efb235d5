import { apiKeys, endpointQuery } from '../http/query';
import { notificationSettings, person } from './profile.endpoints';

export const profileKeys = {
  all: () => apiKeys.area(person.area),
  person: () => apiKeys.query(person),
  notificationSettings: () => apiKeys.query(notificationSettings),
};

export function personQuery() {
  return endpointQuery(person, undefined);
}

export function notificationSettingsQuery() {
  return endpointQuery(notificationSettings, undefined);
}
