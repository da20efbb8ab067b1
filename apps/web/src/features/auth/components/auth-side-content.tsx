import type { ModelLoginReply } from '@playdeck/contract';
import type { ReactNode } from 'react';
import type { LayoutMode } from '../../../shared/lib/device';
import { useLayout } from '../../../shared/stores/layout-store';
import { useLoginPageContent, useRegisterBackground } from '../api/side-content';
import { SafeHtml } from './safe-html';
import './auth-side-content.css';

/**
 * The operator's template content around the sign-in forms: the login page's title, text and
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
  const data = useLoginPageContent(mode).data;
  const content = data && (data.title || data.content || data.list[0]?.photo) ? data : undefined;
  const beside = content !== undefined && mode !== 'mobile';
  // One tree whether the operator's content has come or not: were the form moved into a new wrapper when
  // it arrives, it would mount afresh and drop what the member already typed. Without the side column
  // the wrappers take no box of their own (display: contents).
  return (
    <div className={beside ? 'auth-with-side' : 'auth-frame'}>
      {content && <LoginPagePanel content={content} className={beside ? 'auth-side' : 'auth-side auth-side--top'} />}
      <div className={beside ? 'auth-with-side-main' : 'auth-frame'}>{children}</div>
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
