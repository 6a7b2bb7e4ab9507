import { useEffect, useRef, useState } from 'react';
import { useParams, useNavigate } from 'react-router';
import type { SiteLanguage } from '@zappy/contract/constants';
import { Spinner } from '../../../components/ui/spinner';
import { WidgetWordsContext } from '../../../components/widgets/widget-words';
import { useAppWords } from '../../../lib/use-app-words';
import { useWizardSession } from '../api/get-wizard-session';
import { useRouteSession } from '../hooks/use-route-session';
import { useWelcomeBack } from '../hooks/use-welcome-back';
import { useWizardChat } from '../hooks/use-wizard-chat';
import { storeSessionForSignIn } from '../lib/stored-session';
import { useWizardStore } from '../wizard-store';
import type { BriefHandle } from './brief-panel';
import { ChatView, WidgetPanel } from './chat-view';
import { InitialView } from './initial-view';

export interface WizardPageProps {
  isAuthenticated: boolean;
  authLoading: boolean;
  /** Starts a sign-in (the app passes the auth feature's action in). */
  onSignIn: () => void;
  /** Starts generation of this session's website (the app passes the generation flow in). */
  onGenerate: (sessionId: string) => void;
  /** True from 'Generate My Website' until the generation ends. */
  isGenerating: boolean;
}

/** `/wizard` and `/wizard/:sessionId`: the site-generation wizard (spec section 2). */
export function WizardPage({
  isAuthenticated,
  authLoading,
  onSignIn,
  onGenerate,
  isGenerating,
}: WizardPageProps) {
  const { sessionId: routeSessionId } = useParams();
  const navigate = useNavigate();
  const phase = useWizardStore((state) => state.phase);
  const sessionId = useWizardStore((state) => state.sessionId);
  const messages = useWizardStore((state) => state.messages);
  const currentWidget = useWizardStore((state) => state.currentWidget);
  const readyToGenerate = useWizardStore((state) => state.readyToGenerate);
  const isTyping = useWizardStore((state) => state.isTyping);
  const draft = useWizardStore((state) => state.draft);
  const setDraft = useWizardStore((state) => state.setDraft);
  const [siteLanguage, setSiteLanguage] = useState<SiteLanguage | undefined>();
  const chat = useWizardChat();
  const routeSession = useRouteSession(routeSessionId);
  const briefRef = useRef<BriefHandle>(null);
  // The owner's language: the restored session's (cached, never fetched again here), else the
  // language the server read in a conversation started here, else the site language they chose,
  // else the browser's (none when prerendered: the page is English).
  const storedSession = useWizardSession(sessionId ?? undefined, false).data;
  const startedIn = useWizardStore((state) => state.language);
  // A session from the server is read as sent: its requirements may be absent.
  const requirements = storedSession?.requirements as
    Partial<NonNullable<typeof storedSession>['requirements']> | undefined;
  const ownerLanguage =
    requirements?.inputLanguage ??
    requirements?.language ??
    startedIn ??
    siteLanguage ??
    (typeof navigator === 'undefined' ? undefined : navigator.language);
  const { words: ownerWords, isLoaded } = useAppWords(ownerLanguage);
  // Welcome back is written into the conversation once: it waits for the owner's words.
  useWelcomeBack(isAuthenticated, authLoading, isLoaded ? ownerWords.wizard.welcomeBack : null);

  useEffect(() => {
    void WidgetPanel.preload();
  }, []);

  // The conversation lives at its own address, so a reload or a second tab opens it again.
  useEffect(() => {
    if (sessionId !== null && routeSessionId === undefined) {
      void navigate(`/wizard/${sessionId}`, { replace: true, state: { samePage: true } });
    }
  }, [sessionId, routeSessionId, navigate]);

  const onStartOver = () => {
    chat.startOver();
    if (routeSessionId !== undefined) void navigate('/wizard', { replace: true });
  };

  const onSignInToGenerate = () => {
    if (sessionId === null) return;
    storeSessionForSignIn({ sessionId, messages, currentWidget, readyToGenerate });
    onSignIn();
  };

  // Generation reads the brief from the session: what the owner changed is saved first.
  const onGenerateClick = async () => {
    if (sessionId === null) return;
    const isSaved = (await briefRef.current?.save()) ?? true;
    if (isSaved) onGenerate(sessionId);
  };

  let content;
  if (routeSession.isLoading) {
    content = (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label={ownerWords.wizard.loadingConversation} />
      </div>
    );
  } else if (phase === 'initial') {
    content = (
      <InitialView
        prompt={draft}
        onPromptChange={setDraft}
        siteLanguage={siteLanguage}
        onSiteLanguageChange={setSiteLanguage}
        onStart={() => void chat.sendFirstMessage(draft, siteLanguage)}
      />
    );
  } else {
    content = (
      <ChatView
        words={ownerWords.wizard}
        chatWords={ownerWords.chat}
        sessionId={sessionId}
        briefRef={briefRef}
        messages={messages}
        currentWidget={currentWidget}
        isTyping={isTyping}
        isReady={readyToGenerate}
        isAuthenticated={isAuthenticated}
        authLoading={authLoading}
        isGenerating={isGenerating}
        onSendText={chat.sendText}
        onSubmitWidget={(response, label) => void chat.submitWidget(response, label)}
        onStartOver={onStartOver}
        onGenerate={() => void onGenerateClick()}
        onSignIn={onSignInToGenerate}
      />
    );
  }

  return (
    <>
      <title>Create Website · Zappy</title>
      <WidgetWordsContext value={ownerWords.widgets}>{content}</WidgetWordsContext>
    </>
  );
}
