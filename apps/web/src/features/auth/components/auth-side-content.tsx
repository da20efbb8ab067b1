import type { ModelLoginReply } from '@playdeck/contract';
import type { ReactNode } from 'react';
import type { LayoutMode } from '../../../shared/lib/device';
import { useLayout } from '../../../shared/stores/layout-store';
import { useLoginPageContent, useRegisterBackground } from '../api/side-content';
import { SafeHtml } from './safe-html';
import './auth-side-content.css';

/**
 * The operator's content around the sign-in forms (R§3 template content): the login page's title, text and
 * first picture beside the desktop login form or above the mobile one, and the mobile template's register
 * background behind the mobile register form.
 */
export function AuthSideContent({ tab, children }: { tab: 'login' | 'register'; children: ReactNode }) {
  const mode = useLayout((s) => s.mode);
  if (tab === 'login') return <LoginContentFrame mode={mode}>{children}</LoginContentFrame>;
  if (mode === 'mobile') return <RegisterBackground>{children}</RegisterBackground>;
  return children;
}

function LoginContentFrame({ mode, children }: { mode: LayoutMode; children: ReactNode }) {
  const content = useLoginPageContent(mode).data;
  if (!content || !(content.title || content.content || content.list[0]?.photo)) return children;
  if (mode === 'mobile') {
    return (
      <>
        <LoginPagePanel content={content} className="auth-side auth-side--top" />
        {children}
      </>
    );
  }
  return (
    <div className="auth-with-side">
      <LoginPagePanel content={content} className="auth-side" />
      <div className="auth-with-side-main">{children}</div>
    </div>
  );
}

function LoginPagePanel({ content, className }: { content: ModelLoginReply; className: string }) {
  const picture = content.list.find((item) => item.photo);
  return (
    <aside className={className} aria-label={content.title || undefined}>
      {picture && <img className="auth-side-picture" src={picture.photo} alt={picture.title || content.title} />}
      {content.title && <h3 className="auth-side-title">{content.title}</h3>}
      {/* Operator HTML, sanitised by the server when it was written (like the agreement, see safe-html). */}
      {content.content && <SafeHtml html={content.content} className="auth-side-text" />}
    </aside>
  );
}

function RegisterBackground({ children }: { children: ReactNode }) {
  const photo = useRegisterBackground();
  return (
    <div className="auth-register-bg">
      {/* Decoration only: the picture says nothing the form does not. */}
      {photo && <img className="auth-register-bg-picture" src={photo} alt="" aria-hidden="true" />}
      {children}
    </div>
  );
}
