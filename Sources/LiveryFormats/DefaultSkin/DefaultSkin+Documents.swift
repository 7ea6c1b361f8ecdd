// Livery's default skin, in MAF styling XML: the one format Livery reads that has type styles and
// visual states, and the format of SAP's own default skin. It is embedded as text (rather than a
// resource bundle) so it is found on every platform without bundle lookups; `livery skin` prints it.
// The dark file holds only what changes in dark mode and is attached to colorScheme=dark.

extension DefaultSkin {
  /// The light (and every-scheme) skin.
  package static let lightDocument = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <!-- Livery default skin: every catalog type and its states. Dark-mode colours: DefaultSkin-dark.xml. -->
    <styles xmlns="http://schemas.sap.com/maf/2011/sap">
      <Style TargetType="View">
        <Setter Property="Background" Value="#FFFFFF"/>
        <Setter Property="tintColor" Value="#0057B8"/>
      </Style>
      <Style TargetType="Label">
        <Setter Property="textColor" Value="#1C1C1E"/>
        <Setter Property="fontName" Value="system"/>
        <Setter Property="fontSize" Value="17"/>
        <Setter Property="highlightedTextColor" Value="#0057B8"/>
        <VisualStates>
          <VisualState Name="Highlighted">
            <Setter Property="textColor" Value="#0057B8"/>
          </VisualState>
          <VisualState Name="Disabled">
            <Setter Property="textColor" Value="#3C3C434D"/>
          </VisualState>
        </VisualStates>
      </Style>
      <Style TargetType="Button">
        <Setter Property="Background" Value="#0057B8"/>
        <Setter Property="textColor" Value="#FFFFFF"/>
        <Setter Property="fontName" Value="semiboldSystem"/>
        <Setter Property="fontSize" Value="17"/>
        <Setter Property="contentEdgeInsets" Value="11 20"/>
        <Setter Property="contentHorizontalAlignment" Value="Center"/>
        <Border CornerRadius="12" BorderThickness="0"/>
        <VisualStates>
          <VisualState Name="Highlighted">
            <Setter Property="Background" Value="#00438D"/>
          </VisualState>
          <VisualState Name="Disabled">
            <Setter Property="Background" Value="#7878801F"/>
            <Setter Property="textColor" Value="#3C3C434D"/>
          </VisualState>
          <VisualState Name="Selected">
            <Setter Property="Background" Value="#003A7A"/>
          </VisualState>
        </VisualStates>
      </Style>
      <Style Key="SecondaryButton" TargetType="Button" BasedOn="Button">
        <Setter Property="Background" Value="#7878801F"/>
        <Setter Property="textColor" Value="#0057B8"/>
        <VisualStates>
          <VisualState Name="Highlighted">
            <Setter Property="Background" Value="#78788033"/>
          </VisualState>
          <VisualState Name="Selected">
            <Setter Property="textColor" Value="#FFFFFF"/>
          </VisualState>
        </VisualStates>
      </Style>
      <Style Key="DestructiveButton" TargetType="Button" BasedOn="Button">
        <Setter Property="Background" Value="#D70015"/>
        <VisualStates>
          <VisualState Name="Highlighted">
            <Setter Property="Background" Value="#A50011"/>
          </VisualState>
          <VisualState Name="Selected">
            <Setter Property="Background" Value="#8A000E"/>
          </VisualState>
        </VisualStates>
      </Style>
      <Style Key="PlainButton" TargetType="Button" BasedOn="Button">
        <Setter Property="Background" Value="#FFFFFF00"/>
        <Setter Property="textColor" Value="#0057B8"/>
        <Setter Property="fontName" Value="system"/>
        <VisualStates>
          <VisualState Name="Highlighted">
            <Setter Property="Background" Value="#FFFFFF00"/>
            <Setter Property="textColor" Value="#003E85"/>
          </VisualState>
          <VisualState Name="Selected">
            <Setter Property="textColor" Value="#FFFFFF"/>
          </VisualState>
        </VisualStates>
      </Style>
      <Style TargetType="TextField">
        <Setter Property="Background" Value="#FFFFFF"/>
        <Setter Property="textColor" Value="#1C1C1E"/>
        <!-- iOS's placeholder grey, #3C3C43 at 60 %, is 3.4:1 on white; at 71 % it reads at 4.5:1 (WCAG AA). -->
        <Setter Property="placeholderColor" Value="#3C3C43B5"/>
        <Setter Property="fontName" Value="system"/>
        <Setter Property="fontSize" Value="17"/>
        <Setter Property="padding" Value="8 12"/>
        <Setter Property="borderStyle" Value="roundedRect"/>
        <Border BorderBrush="#8A8A8E" BorderThickness="1" CornerRadius="10"/>
        <VisualStates>
          <VisualState Name="Editing">
            <Border BorderBrush="#0057B8" BorderThickness="2"/>
          </VisualState>
          <VisualState Name="Disabled">
            <Setter Property="Background" Value="#F2F2F7"/>
            <Setter Property="textColor" Value="#3C3C434D"/>
          </VisualState>
        </VisualStates>
      </Style>
      <Style TargetType="TextView">
        <Setter Property="Background" Value="#FFFFFF"/>
        <Setter Property="textColor" Value="#1C1C1E"/>
        <Setter Property="fontName" Value="system"/>
        <Setter Property="fontSize" Value="17"/>
        <Setter Property="contentInset" Value="8"/>
        <VisualStates>
          <VisualState Name="NonEditable">
            <Setter Property="Background" Value="#F2F2F7"/>
          </VisualState>
          <VisualState Name="Disabled">
            <Setter Property="textColor" Value="#3C3C434D"/>
          </VisualState>
        </VisualStates>
      </Style>
      <Style TargetType="ImageView">
        <Setter Property="contentMode" Value="scaleAspectFit"/>
        <VisualStates>
          <VisualState Name="Highlighted">
            <Setter Property="alpha" Value="0.6"/>
          </VisualState>
        </VisualStates>
      </Style>
      <Style TargetType="ScrollView">
        <Setter Property="Background" Value="#F2F2F7"/>
        <Setter Property="indicatorStyle" Value="default"/>
      </Style>
      <Style TargetType="TableView">
        <Setter Property="Background" Value="#F2F2F7"/>
        <Setter Property="separatorColor" Value="#3C3C434A"/>
        <Setter Property="separatorStyle" Value="singleLine"/>
        <Setter Property="separatorInset" Value="0 0 0 16"/>
        <Setter Property="rowHeight" Value="44"/>
      </Style>
      <Style TargetType="TableViewCell">
        <Setter Property="Background" Value="#FFFFFF"/>
        <Setter Property="textColor" Value="#1C1C1E"/>
        <Setter Property="fontName" Value="system"/>
        <Setter Property="fontSize" Value="17"/>
        <Setter Property="detailTextColor" Value="#6C6C70"/>
        <Setter Property="detailFontSize" Value="15"/>
        <Setter Property="selectedBackground" Value="#D1D1D6"/>
        <Setter Property="accessoryColor" Value="#3C3C434D"/>
        <Setter Property="padding" Value="11 16"/>
        <VisualStates>
          <VisualState Name="Selected">
            <Setter Property="Background" Value="#D1D1D6"/>
            <Setter Property="detailTextColor" Value="#545458"/>
          </VisualState>
          <VisualState Name="Highlighted">
            <Setter Property="Background" Value="#E5E5EA"/>
            <Setter Property="detailTextColor" Value="#545458"/>
          </VisualState>
          <VisualState Name="SelectedEditable">
            <Setter Property="Background" Value="#E5E5EA"/>
            <Setter Property="detailTextColor" Value="#545458"/>
          </VisualState>
          <VisualState Name="Disabled">
            <Setter Property="textColor" Value="#3C3C434D"/>
          </VisualState>
        </VisualStates>
      </Style>
      <Style TargetType="TableViewCellWithControl" BasedOn="TableViewCell">
        <Setter Property="SubStyle" TargetType="Button" Value="PlainButton"/>
      </Style>
      <Style TargetType="TreeBrowserCell" BasedOn="TableViewCell">
        <Setter Property="indentationWidth" Value="20"/>
        <Setter Property="disclosureColor" Value="#3C3C4399"/>
        <VisualStates>
          <VisualState Name="Expanded">
            <Setter Property="disclosureColor" Value="#0057B8"/>
          </VisualState>
        </VisualStates>
      </Style>
      <Style TargetType="NavigationBar">
        <Setter Property="Background" Value="#F9F9F9F0"/>
        <Setter Property="barTintColor" Value="#F9F9F9"/>
        <Setter Property="tintColor" Value="#0057B8"/>
        <Setter Property="textColor" Value="#1C1C1E"/>
        <Setter Property="fontName" Value="semiboldSystem"/>
        <Setter Property="fontSize" Value="17"/>
        <Setter Property="translucent" Value="true"/>
        <Setter Property="barStyle" Value="default"/>
      </Style>
      <Style TargetType="ToolBar">
        <Setter Property="Background" Value="#F9F9F9F0"/>
        <Setter Property="barTintColor" Value="#F9F9F9"/>
        <Setter Property="tintColor" Value="#0057B8"/>
        <Setter Property="translucent" Value="true"/>
        <Setter Property="barStyle" Value="default"/>
      </Style>
      <Style TargetType="BarButtonItem">
        <Setter Property="tintColor" Value="#0057B8"/>
        <Setter Property="textColor" Value="#0057B8"/>
        <Setter Property="fontName" Value="system"/>
        <Setter Property="fontSize" Value="17"/>
        <VisualStates>
          <VisualState Name="Highlighted">
            <Setter Property="textColor" Value="#003E85"/>
          </VisualState>
          <VisualState Name="Disabled">
            <Setter Property="textColor" Value="#3C3C434D"/>
          </VisualState>
        </VisualStates>
      </Style>
      <Style TargetType="TabBar">
        <Setter Property="Background" Value="#F9F9F9F0"/>
        <Setter Property="barTintColor" Value="#F9F9F9"/>
        <Setter Property="tintColor" Value="#0057B8"/>
        <Setter Property="unselectedItemTintColor" Value="#6C6C70"/>
        <Setter Property="textColor" Value="#6C6C70"/>
        <Setter Property="fontName" Value="mediumSystem"/>
        <Setter Property="fontSize" Value="10"/>
        <VisualStates>
          <VisualState Name="Selected">
            <Setter Property="textColor" Value="#0057B8"/>
          </VisualState>
        </VisualStates>
      </Style>
      <Style TargetType="SearchBar">
        <Setter Property="Background" Value="#F9F9F9"/>
        <Setter Property="barTintColor" Value="#F9F9F9"/>
        <Setter Property="tintColor" Value="#0057B8"/>
        <Setter Property="textColor" Value="#1C1C1E"/>
        <Setter Property="fontName" Value="system"/>
        <Setter Property="fontSize" Value="17"/>
        <VisualStates>
          <VisualState Name="Disabled">
            <Setter Property="textColor" Value="#3C3C434D"/>
          </VisualState>
        </VisualStates>
      </Style>
      <Style TargetType="SegmentedControl">
        <Setter Property="Background" Value="#7878801F"/>
        <Setter Property="tintColor" Value="#FFFFFF"/>
        <Setter Property="textColor" Value="#1C1C1E"/>
        <Setter Property="fontName" Value="mediumSystem"/>
        <Setter Property="fontSize" Value="13"/>
        <Setter Property="dividerColor" Value="#3C3C434A"/>
        <Border CornerRadius="9" BorderThickness="0"/>
        <VisualStates>
          <VisualState Name="Selected">
            <Setter Property="textColor" Value="#1C1C1E"/>
            <Setter Property="fontName" Value="semiboldSystem"/>
          </VisualState>
          <VisualState Name="Highlighted">
            <Setter Property="alpha" Value="0.7"/>
          </VisualState>
          <VisualState Name="Disabled">
            <Setter Property="textColor" Value="#3C3C434D"/>
          </VisualState>
        </VisualStates>
      </Style>
      <Style TargetType="Slider">
        <Setter Property="minimumTrackTintColor" Value="#0057B8"/>
        <Setter Property="maximumTrackTintColor" Value="#78788033"/>
        <Setter Property="thumbTintColor" Value="#FFFFFF"/>
        <VisualStates>
          <VisualState Name="Highlighted">
            <Setter Property="thumbTintColor" Value="#F2F2F7"/>
          </VisualState>
          <VisualState Name="Disabled">
            <Setter Property="minimumTrackTintColor" Value="#7878804D"/>
          </VisualState>
        </VisualStates>
      </Style>
      <Style TargetType="Switch">
        <Setter Property="onTintColor" Value="#248A3D"/>
        <Setter Property="offTintColor" Value="#78788029"/>
        <Setter Property="thumbTintColor" Value="#FFFFFF"/>
        <VisualStates>
          <VisualState Name="Disabled">
            <Setter Property="alpha" Value="0.5"/>
          </VisualState>
        </VisualStates>
      </Style>
      <Style TargetType="Stepper">
        <Setter Property="tintColor" Value="#0057B8"/>
        <Setter Property="Background" Value="#7878801F"/>
        <Border CornerRadius="8" BorderThickness="0"/>
        <VisualStates>
          <VisualState Name="Highlighted">
            <Setter Property="Background" Value="#78788033"/>
          </VisualState>
          <VisualState Name="Disabled">
            <Setter Property="tintColor" Value="#3C3C434D"/>
          </VisualState>
        </VisualStates>
      </Style>
      <Style TargetType="ProgressView">
        <Setter Property="progressTintColor" Value="#0057B8"/>
        <Setter Property="trackTintColor" Value="#78788033"/>
        <Setter Property="height" Value="4"/>
        <Border CornerRadius="2" BorderThickness="0"/>
      </Style>
      <Style TargetType="ActivityIndicator">
        <Setter Property="color" Value="#8E8E93"/>
        <Setter Property="boxColor" Value="#F2F2F7F0"/>
        <Setter Property="coverColor" Value="#00000033"/>
        <Setter Property="textColor" Value="#1C1C1E"/>
        <Setter Property="fontName" Value="system"/>
        <Setter Property="fontSize" Value="15"/>
      </Style>
      <Style Key="SecondaryLabel" TargetType="Label" BasedOn="Label">
        <Setter Property="textColor" Value="#6C6C70"/>
        <Setter Property="fontSize" Value="15"/>
      </Style>
      <Style Key="Caption" TargetType="Label" BasedOn="Label">
        <Setter Property="textColor" Value="#6C6C70"/>
        <Setter Property="fontSize" Value="12"/>
      </Style>
      <Style Key="Headline" TargetType="Label" BasedOn="Label">
        <Setter Property="fontName" Value="semiboldSystem"/>
        <Setter Property="fontSize" Value="17"/>
      </Style>
      <Style Key="LargeTitle" TargetType="Label" BasedOn="Label">
        <Setter Property="fontName" Value="boldSystem"/>
        <Setter Property="fontSize" Value="34"/>
      </Style>
      <Style Key="GroupedTableView" TargetType="TableView" BasedOn="TableView">
        <Setter Property="Background" Value="#F2F2F7"/>
      </Style>
      <Style Key="Card" TargetType="View" BasedOn="View">
        <Setter Property="Background" Value="#FFFFFF"/>
        <Setter Property="padding" Value="16"/>
        <Setter Property="shadowColor" Value="#00000026"/>
        <Setter Property="shadowOffset" Value="0 2"/>
        <Setter Property="shadowRadius" Value="8"/>
        <Setter Property="shadowOpacity" Value="1"/>
        <Border CornerRadius="16" BorderThickness="0"/>
      </Style>
      <!-- The tree browser's keys (MAF's tree view names them; tree-browser.md §9). -->
      <Style Key="TitleBarLabel" TargetType="Label" BasedOn="Label">
        <Setter Property="fontName" Value="semiboldSystem"/>
        <Setter Property="fontSize" Value="17"/>
        <Setter Property="textAlignment" Value="center"/>
      </Style>
      <Style Key="CellBadgeUnselected" TargetType="Label" BasedOn="Label">
        <Setter Property="Background" Value="#0057B8"/>
        <Setter Property="textColor" Value="#FFFFFF"/>
        <Setter Property="highlightedTextColor" Value="#FFFFFF"/>
        <Setter Property="fontName" Value="semiboldSystem"/>
        <Setter Property="fontSize" Value="13"/>
        <Setter Property="textAlignment" Value="center"/>
        <Border CornerRadius="10" BorderThickness="0"/>
        <VisualStates>
          <VisualState Name="Highlighted">
            <Setter Property="textColor" Value="#FFFFFF"/>
          </VisualState>
        </VisualStates>
      </Style>
      <Style Key="CellBadgeSelected" TargetType="Label" BasedOn="CellBadgeUnselected">
        <Setter Property="Background" Value="#FFFFFF"/>
        <Setter Property="textColor" Value="#0057B8"/>
        <Setter Property="highlightedTextColor" Value="#0057B8"/>
        <VisualStates>
          <VisualState Name="Highlighted">
            <Setter Property="textColor" Value="#0057B8"/>
          </VisualState>
        </VisualStates>
      </Style>
      <Style Key="TableViewCellValue2" TargetType="TableViewCell" BasedOn="TableViewCell">
        <Setter Property="detailTextColor" Value="#6C6C70"/>
      </Style>
      <Style Key="ActionBar" TargetType="View" BasedOn="View">
        <Setter Property="Background" Value="#F9F9F9F0"/>
      </Style>
      <Style Key="ActionbarButton" TargetType="Button" BasedOn="PlainButton"/>
    </styles>
    """#

  /// What changes in dark mode (attached to `colorScheme=dark`).
  package static let darkDocument = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <!-- Livery default skin, dark mode: only the colours that change. -->
    <styles xmlns="http://schemas.sap.com/maf/2011/sap">
      <Style TargetType="View">
        <Setter Property="Background" Value="#000000"/>
        <Setter Property="tintColor" Value="#409CFF"/>
      </Style>
      <Style TargetType="Label">
        <Setter Property="textColor" Value="#FFFFFF"/>
        <Setter Property="highlightedTextColor" Value="#409CFF"/>
        <VisualStates>
          <VisualState Name="Highlighted">
            <Setter Property="textColor" Value="#409CFF"/>
          </VisualState>
          <VisualState Name="Disabled">
            <Setter Property="textColor" Value="#EBEBF54D"/>
          </VisualState>
        </VisualStates>
      </Style>
      <Style TargetType="Button">
        <Setter Property="Background" Value="#0060DF"/>
        <VisualStates>
          <VisualState Name="Highlighted">
            <Setter Property="Background" Value="#004FB8"/>
          </VisualState>
          <VisualState Name="Disabled">
            <Setter Property="Background" Value="#7676803D"/>
            <Setter Property="textColor" Value="#EBEBF54D"/>
          </VisualState>
          <VisualState Name="Selected">
            <Setter Property="Background" Value="#0071E3"/>
          </VisualState>
        </VisualStates>
      </Style>
      <Style Key="SecondaryButton" TargetType="Button">
        <Setter Property="Background" Value="#7676803D"/>
        <Setter Property="textColor" Value="#409CFF"/>
        <VisualStates>
          <VisualState Name="Highlighted">
            <Setter Property="Background" Value="#7676805C"/>
          </VisualState>
          <VisualState Name="Selected">
            <Setter Property="textColor" Value="#FFFFFF"/>
          </VisualState>
        </VisualStates>
      </Style>
      <Style Key="DestructiveButton" TargetType="Button">
        <Setter Property="Background" Value="#D70015"/>
        <VisualStates>
          <VisualState Name="Highlighted">
            <Setter Property="Background" Value="#A50011"/>
          </VisualState>
          <VisualState Name="Selected">
            <Setter Property="Background" Value="#8A000E"/>
          </VisualState>
        </VisualStates>
      </Style>
      <Style Key="PlainButton" TargetType="Button">
        <Setter Property="textColor" Value="#409CFF"/>
        <VisualStates>
          <VisualState Name="Highlighted">
            <Setter Property="textColor" Value="#7AB8FF"/>
          </VisualState>
          <VisualState Name="Selected">
            <Setter Property="textColor" Value="#FFFFFF"/>
          </VisualState>
        </VisualStates>
      </Style>
      <Style TargetType="TextField">
        <Setter Property="Background" Value="#1C1C1E"/>
        <Setter Property="textColor" Value="#FFFFFF"/>
        <!-- 30 % is 2.5:1 on the dark field; 52 % reads at 4.5:1 (WCAG AA). -->
        <Setter Property="placeholderColor" Value="#EBEBF585"/>
        <Border BorderBrush="#8E8E93" BorderThickness="1"/>
        <VisualStates>
          <VisualState Name="Editing">
            <Border BorderBrush="#409CFF" BorderThickness="2"/>
          </VisualState>
          <VisualState Name="Disabled">
            <Setter Property="Background" Value="#2C2C2E"/>
            <Setter Property="textColor" Value="#EBEBF54D"/>
          </VisualState>
        </VisualStates>
      </Style>
      <Style TargetType="TextView">
        <Setter Property="Background" Value="#1C1C1E"/>
        <Setter Property="textColor" Value="#FFFFFF"/>
        <VisualStates>
          <VisualState Name="NonEditable">
            <Setter Property="Background" Value="#2C2C2E"/>
          </VisualState>
          <VisualState Name="Disabled">
            <Setter Property="textColor" Value="#EBEBF54D"/>
          </VisualState>
        </VisualStates>
      </Style>
      <Style TargetType="ScrollView">
        <Setter Property="Background" Value="#000000"/>
        <Setter Property="indicatorStyle" Value="white"/>
      </Style>
      <Style TargetType="TableView">
        <Setter Property="Background" Value="#000000"/>
        <Setter Property="separatorColor" Value="#545458A6"/>
      </Style>
      <Style TargetType="TableViewCell">
        <Setter Property="Background" Value="#1C1C1E"/>
        <Setter Property="textColor" Value="#FFFFFF"/>
        <Setter Property="detailTextColor" Value="#EBEBF599"/>
        <Setter Property="selectedBackground" Value="#3A3A3C"/>
        <Setter Property="accessoryColor" Value="#EBEBF54D"/>
        <VisualStates>
          <VisualState Name="Selected">
            <Setter Property="Background" Value="#3A3A3C"/>
            <Setter Property="detailTextColor" Value="#EBEBF599"/>
          </VisualState>
          <VisualState Name="Highlighted">
            <Setter Property="Background" Value="#2C2C2E"/>
            <Setter Property="detailTextColor" Value="#EBEBF599"/>
          </VisualState>
          <VisualState Name="SelectedEditable">
            <Setter Property="Background" Value="#2C2C2E"/>
            <Setter Property="detailTextColor" Value="#EBEBF599"/>
          </VisualState>
          <VisualState Name="Disabled">
            <Setter Property="textColor" Value="#EBEBF54D"/>
          </VisualState>
        </VisualStates>
      </Style>
      <Style TargetType="TableViewCellWithControl">
        <Setter Property="Background" Value="#1C1C1E"/>
        <Setter Property="textColor" Value="#FFFFFF"/>
        <Setter Property="selectedBackground" Value="#3A3A3C"/>
        <VisualStates>
          <VisualState Name="Selected">
            <Setter Property="Background" Value="#3A3A3C"/>
          </VisualState>
        </VisualStates>
      </Style>
      <Style TargetType="TreeBrowserCell">
        <Setter Property="Background" Value="#1C1C1E"/>
        <Setter Property="textColor" Value="#FFFFFF"/>
        <Setter Property="selectedBackground" Value="#3A3A3C"/>
        <Setter Property="disclosureColor" Value="#EBEBF599"/>
        <VisualStates>
          <VisualState Name="Selected">
            <Setter Property="Background" Value="#3A3A3C"/>
          </VisualState>
          <VisualState Name="Expanded">
            <Setter Property="disclosureColor" Value="#409CFF"/>
          </VisualState>
        </VisualStates>
      </Style>
      <Style TargetType="NavigationBar">
        <Setter Property="Background" Value="#161618F0"/>
        <Setter Property="barTintColor" Value="#161618"/>
        <Setter Property="tintColor" Value="#409CFF"/>
        <Setter Property="textColor" Value="#FFFFFF"/>
        <Setter Property="barStyle" Value="black"/>
      </Style>
      <Style TargetType="ToolBar">
        <Setter Property="Background" Value="#161618F0"/>
        <Setter Property="barTintColor" Value="#161618"/>
        <Setter Property="tintColor" Value="#409CFF"/>
        <Setter Property="barStyle" Value="black"/>
      </Style>
      <Style TargetType="BarButtonItem">
        <Setter Property="tintColor" Value="#409CFF"/>
        <Setter Property="textColor" Value="#409CFF"/>
        <VisualStates>
          <VisualState Name="Highlighted">
            <Setter Property="textColor" Value="#7AB8FF"/>
          </VisualState>
          <VisualState Name="Disabled">
            <Setter Property="textColor" Value="#EBEBF54D"/>
          </VisualState>
        </VisualStates>
      </Style>
      <Style TargetType="TabBar">
        <Setter Property="Background" Value="#161618F0"/>
        <Setter Property="barTintColor" Value="#161618"/>
        <Setter Property="tintColor" Value="#409CFF"/>
        <Setter Property="unselectedItemTintColor" Value="#98989D"/>
        <Setter Property="textColor" Value="#98989D"/>
        <VisualStates>
          <VisualState Name="Selected">
            <Setter Property="textColor" Value="#409CFF"/>
          </VisualState>
        </VisualStates>
      </Style>
      <Style TargetType="SearchBar">
        <Setter Property="Background" Value="#000000"/>
        <Setter Property="barTintColor" Value="#000000"/>
        <Setter Property="tintColor" Value="#409CFF"/>
        <Setter Property="textColor" Value="#FFFFFF"/>
      </Style>
      <Style TargetType="SegmentedControl">
        <Setter Property="Background" Value="#7676803D"/>
        <Setter Property="tintColor" Value="#636366"/>
        <Setter Property="textColor" Value="#FFFFFF"/>
        <Setter Property="dividerColor" Value="#545458A6"/>
        <VisualStates>
          <VisualState Name="Selected">
            <Setter Property="textColor" Value="#FFFFFF"/>
          </VisualState>
          <VisualState Name="Disabled">
            <Setter Property="textColor" Value="#EBEBF54D"/>
          </VisualState>
        </VisualStates>
      </Style>
      <Style TargetType="Slider">
        <Setter Property="minimumTrackTintColor" Value="#409CFF"/>
        <Setter Property="maximumTrackTintColor" Value="#7676805C"/>
      </Style>
      <Style TargetType="Switch">
        <Setter Property="onTintColor" Value="#30D158"/>
        <Setter Property="offTintColor" Value="#78788052"/>
      </Style>
      <Style TargetType="Stepper">
        <Setter Property="tintColor" Value="#409CFF"/>
        <Setter Property="Background" Value="#7676803D"/>
      </Style>
      <Style TargetType="ProgressView">
        <Setter Property="progressTintColor" Value="#409CFF"/>
        <Setter Property="trackTintColor" Value="#7676805C"/>
      </Style>
      <Style TargetType="ActivityIndicator">
        <Setter Property="color" Value="#98989D"/>
        <Setter Property="boxColor" Value="#2C2C2EF0"/>
        <Setter Property="coverColor" Value="#00000066"/>
        <Setter Property="textColor" Value="#FFFFFF"/>
      </Style>
      <Style Key="SecondaryLabel" TargetType="Label">
        <Setter Property="textColor" Value="#EBEBF599"/>
      </Style>
      <Style Key="Caption" TargetType="Label">
        <Setter Property="textColor" Value="#EBEBF599"/>
      </Style>
      <Style Key="GroupedTableView" TargetType="TableView">
        <Setter Property="Background" Value="#000000"/>
      </Style>
      <Style Key="Card" TargetType="View">
        <Setter Property="Background" Value="#1C1C1E"/>
        <Setter Property="shadowColor" Value="#00000066"/>
      </Style>
      <Style Key="CellBadgeUnselected" TargetType="Label">
        <Setter Property="Background" Value="#0060DF"/>
        <Setter Property="highlightedTextColor" Value="#FFFFFF"/>
        <VisualStates>
          <VisualState Name="Highlighted">
            <Setter Property="textColor" Value="#FFFFFF"/>
          </VisualState>
        </VisualStates>
      </Style>
      <Style Key="CellBadgeSelected" TargetType="Label">
        <Setter Property="Background" Value="#1C1C1E"/>
        <Setter Property="textColor" Value="#409CFF"/>
        <Setter Property="highlightedTextColor" Value="#409CFF"/>
        <VisualStates>
          <VisualState Name="Highlighted">
            <Setter Property="textColor" Value="#409CFF"/>
          </VisualState>
        </VisualStates>
      </Style>
      <Style Key="TableViewCellValue2" TargetType="TableViewCell">
        <Setter Property="detailTextColor" Value="#EBEBF599"/>
      </Style>
      <Style Key="ActionBar" TargetType="View">
        <Setter Property="Background" Value="#161618F0"/>
      </Style>
    </styles>
    """#
}
