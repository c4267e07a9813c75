import type { ComponentType } from 'react';
import {
  AlertOutlined, AppstoreOutlined, ApartmentOutlined, AuditOutlined, BarChartOutlined, BellOutlined, BlockOutlined, BookOutlined,
  CalculatorOutlined, CalendarOutlined, CarryOutOutlined, CheckSquareOutlined, CloudUploadOutlined, ControlOutlined, CreditCardOutlined,
  CrownOutlined, DashboardOutlined, DollarOutlined, ExceptionOutlined, FileDoneOutlined, FileTextOutlined, FunnelPlotOutlined,
  GiftOutlined, HomeOutlined, IdcardOutlined, InboxOutlined, KeyOutlined, LayoutOutlined, LineChartOutlined, MailOutlined,
  MedicineBoxOutlined, MenuOutlined, NotificationOutlined, PictureOutlined, ReadOutlined, RedoOutlined, SafetyCertificateOutlined,
  SafetyOutlined, ScheduleOutlined, SettingOutlined, TableOutlined, TeamOutlined, ThunderboltOutlined, UnorderedListOutlined,
  UserOutlined, WalletOutlined, FolderOutlined,
} from '@ant-design/icons';

/**
 * Menu icons arrive by name (an @ant-design/icons export). Only the names in use are bundled, not the
 * whole icon set; an unknown name shows a folder.
 */
const ICONS: Record<string, ComponentType> = {
  AlertOutlined, AppstoreOutlined, ApartmentOutlined, AuditOutlined, BarChartOutlined, BellOutlined, BlockOutlined, BookOutlined,
  CalculatorOutlined, CalendarOutlined, CarryOutOutlined, CheckSquareOutlined, CloudUploadOutlined, ControlOutlined, CreditCardOutlined,
  CrownOutlined, DashboardOutlined, DollarOutlined, ExceptionOutlined, FileDoneOutlined, FileTextOutlined, FunnelPlotOutlined,
  GiftOutlined, HomeOutlined, IdcardOutlined, InboxOutlined, KeyOutlined, LayoutOutlined, LineChartOutlined, MailOutlined,
  MedicineBoxOutlined, MenuOutlined, NotificationOutlined, PictureOutlined, ReadOutlined, RedoOutlined, SafetyCertificateOutlined,
  SafetyOutlined, ScheduleOutlined, SettingOutlined, TableOutlined, TeamOutlined, ThunderboltOutlined, UnorderedListOutlined,
  UserOutlined, WalletOutlined, FolderOutlined,
};

export const KNOWN_ICONS = Object.keys(ICONS);

export function MenuIcon({ name }: { name: string | null | undefined }) {
  const Icon = (name && ICONS[name]) || FolderOutlined;
  return <Icon />;
}
