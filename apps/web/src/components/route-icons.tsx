import {
  AlertOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  CarryOutOutlined,
  ClusterOutlined,
  ExperimentOutlined,
  GoldOutlined,
  HomeOutlined,
  InboxOutlined,
  ProfileOutlined,
  SettingOutlined,
  ToolOutlined,
  WifiOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

export const ROUTE_ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  mes: <ToolOutlined />,
  order: <ProfileOutlined />,
  plant: <ExperimentOutlined />,
  material: <GoldOutlined />,
  finished: <InboxOutlined />,
  iot: <WifiOutlined />,
  alarm: <AlertOutlined />,
  report: <BarChartOutlined />,
  si: <CarryOutOutlined />,
  cfg: <SettingOutlined />,
  other: <AppstoreOutlined />,
  default: <ClusterOutlined />,
};
