import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

/** A page of a module this factory has not switched on (spec §6), opened by URL or an old bookmark. */
export function ModuleMissing({ moduleName, pageTitle, facName }: { moduleName: string; pageTitle: string; facName?: string }) {
  const navigate = useNavigate();
  return (
    <div data-testid="module-missing">
      <Result
        status="info"
        title="本工厂未开通该模块"
        subTitle={`「${pageTitle}」属于「${moduleName}」模块，${facName ? `「${facName}」` : '当前工厂'}尚未开通。如需使用，请联系平台管理员开通；也可以切换到已开通该模块的工厂。`}
        style={{ paddingTop: 48 }}
        extra={[
          <Button key="home" type="primary" onClick={() => void navigate('/dashboard')}>
            返回首页
          </Button>,
          <Button key="switch" onClick={() => void navigate('/cfg/fac-slt-hall')}>
            切换工厂
          </Button>,
        ]}
      />
    </div>
  );
}
