import { Alert, Col, Row, Skeleton, Tag } from 'antd';
import { NoFactory, PageContainer } from '@/components/page-container';
import { useCurrentFid, useHasAnyPerm } from '@/lib/auth-store';
import { useFacCfg } from '../api/get-fac-cfg';
import { FactoryForm } from '../components/factory-form';
import { LogoUpload } from '../components/logo-upload';

/** /cfg/factory [cfg.fac.list]: the factory's own information, logo and modules; changes need cfg.fac.edit. */
export default function FactoryPage() {
  const fid = useCurrentFid();
  const canEdit = useHasAnyPerm(['cfg.fac.edit']);
  const cfg = useFacCfg(fid);
  if (!fid) return <NoFactory />;
  return (
    <PageContainer
      title="工厂信息"
      description={
        cfg.data ? (
          <>
            编号 {cfg.data.fid}
            {cfg.data.for_test && (
              <Tag color="orange" style={{ marginLeft: 8 }}>
                测试工厂
              </Tag>
            )}
          </>
        ) : undefined
      }
    >
      {!canEdit && <Alert type="info" showIcon style={{ marginBottom: 16 }} message="你可以查看工厂信息；修改需要「修改工厂设置」权限。" />}
      {cfg.isError && <Alert type="error" showIcon message="工厂信息加载失败，请稍后重试" />}
      {cfg.isLoading && <Skeleton active />}
      {cfg.data && (
        <Row gutter={[32, 24]}>
          <Col xs={24} md={6}>
            <LogoUpload fid={fid} logoName={cfg.data.logo_name} canEdit={canEdit} />
          </Col>
          <Col xs={24} md={18}>
            <FactoryForm cfg={cfg.data} canEdit={canEdit} />
          </Col>
        </Row>
      )}
    </PageContainer>
  );
}
