import { Route, Routes, useParams } from '@member/router';
import { NotFoundScreen } from '@member/remote-runtime';
import { ThreadListScreen } from './thread-list/thread-list.screen';
import { ThreadScreen } from './thread/thread.screen';
import { GetSupportScreen, NewMessageScreen } from './new-conversation/new-conversation.screen';

/** §2 "/messages/{threadId}: threadId may be the word new". */
function ThreadOrNew() {
  const { threadId } = useParams();
  return threadId === 'new' ? <NewMessageScreen /> : <ThreadScreen key={threadId} />;
}

export function App() {
  return (
    <Routes>
      <Route path="/messages" element={<ThreadListScreen />} />
      <Route path="/messages/:threadId" element={<ThreadOrNew />} />
      <Route path="/get-support" element={<GetSupportScreen />} />
      <Route path="/get-support/:category" element={<GetSupportScreen />} />
      <Route path="/get-support/:category/:subcategory" element={<GetSupportScreen />} />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
