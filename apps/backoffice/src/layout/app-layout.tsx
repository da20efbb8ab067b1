import type { ReactNode } from 'react';
import { AppBar, Layout, LoadingIndicator } from 'react-admin';
import { LocaleSwitcher } from '../i18n/locale-switcher';
import { useDocumentLocale } from '../i18n/use-document-locale';
import { AppMenu } from './app-menu';
import { EnrolmentGate } from './enrolment-gate';
import { AppUserMenu } from './user-menu';

function AppAppBar() {
  return (
    <AppBar
      userMenu={<AppUserMenu />}
      toolbar={
        <>
          <LocaleSwitcher />
          <LoadingIndicator />
        </>
      }
    />
  );
}

export function AppLayout(props: { children: ReactNode }) {
  useDocumentLocale();
  return (
    <Layout appBar={AppAppBar} menu={AppMenu}>
      <EnrolmentGate>{props.children}</EnrolmentGate>
    </Layout>
  );
}
