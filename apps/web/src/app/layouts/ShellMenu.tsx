import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '@caduceus/contracts';
import { MenuIcon } from '../icons';
import { activeKeys } from './shellMenu';
import { MenuColourScope } from './ThemeCustomizer';

interface ShellMenuProps {
  menu: MenuNode[];
  mode: 'inline' | 'horizontal';
  collapsed?: boolean;
  dark?: boolean;
  onNavigate?: () => void;
}

/** The main menu (vertical or horizontal), labels translated, the current page and module highlighted. */
export function ShellMenu({ menu, mode, collapsed, dark, onNavigate }: ShellMenuProps) {
  const { t, i18n } = useTranslation('menu');
  const { pathname } = useLocation();
  const active = useMemo(() => activeKeys(pathname, menu), [pathname, menu]);
  const [openKeys, setOpenKeys] = useState<string[]>(active.module ? [active.module] : []);
  useEffect(() => {
    if (active.module) setOpenKeys((k) => (k.includes(active.module!) ? k : [...k, active.module!]));
  }, [active.module]);

  const items = useMemo<MenuProps['items']>(() => {
    const label = (n: MenuNode) => t(n.key, { defaultValue: n.title });
    const toItem = (n: MenuNode, top: boolean): NonNullable<MenuProps['items']>[number] =>
      n.children?.length
        ? {
            key: n.key,
            icon: top ? <MenuIcon name={n.icon} /> : undefined,
            label: label(n),
            children: n.children.map((c) => toItem(c, false)),
          }
        : {
            key: n.key,
            icon: <MenuIcon name={n.icon} />,
            label: (
              <Link to={n.link} onClick={onNavigate}>
                {label(n)}
              </Link>
            ),
          };
    return menu.map((n) => toItem(n, true));
  }, [menu, t, onNavigate, i18n.language]); // the language: relabel on a switch

  return (
    <MenuColourScope>
      <Menu
        mode={mode}
        theme={dark ? 'dark' : 'light'}
        items={items}
        selectedKeys={active.selected}
        {...(mode === 'inline' && !collapsed ? { openKeys, onOpenChange: setOpenKeys } : {})}
        style={{
          borderInlineEnd: 'none',
          flex: mode === 'horizontal' ? 1 : undefined,
          minWidth: 0,
          background: 'transparent',
        }}
      />
    </MenuColourScope>
  );
}
