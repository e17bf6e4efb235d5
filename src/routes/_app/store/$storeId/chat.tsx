import { createFileRoute } from '@tanstack/react-router';
import { storeDetail } from '@/api/stores/stores.queries';
import { StoreChatPage } from '@/features/stores/store-chat-page';

export const Route = createFileRoute('/_app/store/$storeId/chat')({
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(storeDetail(params.storeId)),
  component: StoreChatPage,
});
