import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LoginPage } from '@/features/auth/login-page';

const Search = v.object({ redirect: v.optional(v.string()) });

export const Route = createFileRoute('/_guest/login')({
  validateSearch: Search,
  component: () => <LoginPage redirect={Route.useSearch().redirect} />,
});
